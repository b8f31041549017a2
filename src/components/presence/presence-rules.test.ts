import { describe, expect, it } from 'vitest';
import { initialsOf, othersHere } from './presence-rules';

const room = {
  users: [
    { id: 1, name: 'Marta Manager', avatar: null },
    { id: 3, name: 'Eva Editor', avatar: null },
    { id: 4, name: 'Viktor Visitor', avatar: '/a.png' },
  ],
  editing: [3],
  sentEditingAt: null,
};

describe('who else is here', () => {
  it('leaves out the person looking and says who is editing, in arrival order', () => {
    expect(othersHere(room, 1)).toEqual([
      { user: room.users[1], editing: true },
      { user: room.users[2], editing: false },
    ]);
    expect(othersHere(undefined, 1)).toEqual([]);
  });

  it('makes initials from the first and last word', () => {
    expect(initialsOf('Eva Editor')).toBe('EE');
    expect(initialsOf('Jean-Luc de la Tour')).toBe('JT');
    expect(initialsOf('  šárka  ')).toBe('Š');
    expect(initialsOf('— Ola')).toBe('O');
    expect(initialsOf('!!!')).toBe('?');
  });
});
