// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hexOfColour, isCssColour, parseCssColour } from './css-colour';

describe('what counts as a CSS colour', () => {
  it.each([
    'red',
    'RebeccaPurple',
    ' transparent ',
    '#f00',
    '#f00a',
    '#FF0000',
    '#ff000080',
    'rgb(255, 0, 0)',
    'rgba(255,0,0,0.5)',
    'rgb(100%, 0%, 0%)',
    'rgb(255 0 0)',
    'rgb(255 0 0 / 50%)',
    'rgba(0 0 0 / .25)',
    'hsl(120, 100%, 50%)',
    'hsla(120deg, 100%, 50%, 0.3)',
    'hsl(0.5turn 50% 50% / 40%)',
    'hsl(-90 10% 10%)',
  ])('accepts %s', (value) => {
    expect(isCssColour(value)).toBe(true);
  });

  it.each([
    'notacolour',
    'reddish',
    '',
    '#ff',
    '#gg0000',
    '#ff00000',
    'red; background: url(https://evil.example)',
    'url(x.png)',
    'rgb(300, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(255, 0)',
    'rgb(255, 0, 0, 0, 0)',
    'rgb(100%, 0, 0)',
    'rgba(0, 0, 0, 2)',
    'rgb(0, 0, 0 / 1)',
    'rgb(0 0 0 / 1 / 1)',
    'hsl(120, 100, 50)',
    'hsl(120, 101%, 50%)',
    'hsl(120px, 10%, 10%)',
    'currentcolor',
    'inherit',
    'expression(alert(1))',
    'rgb(1e999, 0, 0)',
  ])('refuses %s', (value) => {
    expect(isCssColour(value)).toBe(false);
  });

  it('gives the colour a value stands for, which the colour picker shows', () => {
    expect(parseCssColour('rebeccapurple')).toEqual({ r: 0x66, g: 0x33, b: 0x99, a: 1 });
    expect(parseCssColour('#0f08')).toEqual({ r: 0, g: 255, b: 0, a: 0x88 / 255 });
    expect(hexOfColour(parseCssColour('hsl(0, 100%, 50%)')!)).toBe('#ff0000');
    expect(hexOfColour(parseCssColour('hsl(240deg 100% 25%)')!)).toBe('#000080');
    expect(hexOfColour(parseCssColour('rgb(50% 50% 50%)')!)).toBe('#808080');
  });
});
