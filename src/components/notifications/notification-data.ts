/**
 * Reading a notification's `data`: it is untrusted JSON whose fields depend on the kind (spec
 * section 3), so every reader accepts only the shape it can use and treats anything else as
 * missing (a missing field makes a plain item, never a broken one).
 */
export type NotificationData = Readonly<Record<string, unknown>>;

/** A non-blank string, or a finite number as text; else null. */
export function textField(data: NotificationData, key: string): string | null {
  const value = data[key];
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A non-blank string only (a number there is an id, not text). */
export function stringField(data: NotificationData, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The first present field of `keys`. */
export function firstText(data: NotificationData, ...keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = textField(data, key);
    if (value !== null) return value;
  }
  return null;
}

function record(value: unknown): NotificationData | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as NotificationData) : null;
}

/** The name of the first person object (`{ id, name }`) present under `keys`. */
export function personName(data: NotificationData, ...keys: readonly string[]): string | null {
  for (const key of keys) {
    const person = record(data[key]);
    const name = person === null ? null : textField(person, 'name');
    if (name !== null) return name;
  }
  return null;
}

/** `subject.label` of an in-app notification. */
export function subjectLabel(data: NotificationData): string | null {
  const subject = record(data.subject);
  return subject === null ? null : textField(subject, 'label');
}

/** The text of the first review comment of an ad set (`comments: [{ comment, author }]`). */
export function firstComment(data: NotificationData): string | null {
  const comments = data.comments;
  if (!Array.isArray(comments)) return null;
  const first = record(comments[0]);
  return first === null ? null : textField(first, 'comment');
}
