/**
 * The seeded people. The API seed creates these users and their memberships; the account
 * provider signs them in (every demo password is `demo`). One definition for both processes.
 */

export interface SeedPerson {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly locale: 'en' | 'cs' | 'fr';
  readonly isGodlike: boolean;
  readonly isMfaEnabled: boolean;
  readonly isPasswordValid: boolean;
  /** What the demo sign-in list says about this person. */
  readonly role: string;
}

export const DEMO_PASSWORD = 'demo';

export const SEED_PEOPLE: readonly SeedPerson[] = [
  { id: 1, email: 'manager@example.com', name: 'Marta Manager', locale: 'en', isGodlike: false, isMfaEnabled: true, isPasswordValid: true, role: 'manager in most brands' },
  { id: 2, email: 'developer@example.com', name: 'David Developer', locale: 'en', isGodlike: false, isMfaEnabled: true, isPasswordValid: true, role: 'developer' },
  { id: 3, email: 'editor@example.com', name: 'Eva Editor', locale: 'cs', isGodlike: false, isMfaEnabled: true, isPasswordValid: true, role: 'editor (one brand collaborative)' },
  { id: 4, email: 'visitor@example.com', name: 'Viktor Visitor', locale: 'en', isGodlike: false, isMfaEnabled: true, isPasswordValid: true, role: 'visitor' },
  { id: 5, email: 'god@example.com', name: 'Gina Godlike', locale: 'en', isGodlike: true, isMfaEnabled: true, isPasswordValid: true, role: 'godlike super user' },
  { id: 6, email: 'invited@example.com', name: 'Ivan Invited', locale: 'en', isGodlike: false, isMfaEnabled: true, isPasswordValid: true, role: 'no brand, pending invites' },
  { id: 7, email: 'insecure@example.com', name: 'Irma Insecure', locale: 'en', isGodlike: false, isMfaEnabled: false, isPasswordValid: false, role: 'MFA off, outdated password' },
];
