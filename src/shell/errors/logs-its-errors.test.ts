import { Component } from 'react';
import { describe, expect, it } from 'vitest';
import { logsItsErrors } from './logs-its-errors';
import { RouteErrorBoundary } from './route-error-boundary';

describe('logsItsErrors', () => {
  it('knows the boundaries that log what they catch, and nothing else', () => {
    expect(logsItsErrors(new RouteErrorBoundary({ children: null }))).toBe(true);
    expect(logsItsErrors(new (class Other extends Component {})({}))).toBe(false);
    expect(logsItsErrors(undefined)).toBe(false);
    expect(logsItsErrors(null)).toBe(false);
  });
});
