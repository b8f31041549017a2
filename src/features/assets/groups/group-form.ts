/** The asset group form: a label people read, and a name with the server's rule (letters, digits, - and _). */
export interface GroupFormValues {
  readonly label: string;
  readonly name: string;
}

const NAME_RULE = /^[a-z0-9][a-z0-9-_]*$/i;

/** i18n keys (area `assets`) by field; empty when the form can be sent. */
export function groupFormProblems(values: GroupFormValues): Partial<Record<keyof GroupFormValues, string>> {
  const problems: Partial<Record<keyof GroupFormValues, string>> = {};
  const label = values.label.trim();
  const name = values.name.trim();
  if (label === '') problems.label = 'ASSETS_GROUPS.LABEL_REQUIRED';
  else if (label.length > 255) problems.label = 'ASSETS_GROUPS.TOO_LONG';
  if (name === '') problems.name = 'ASSETS_GROUPS.NAME_REQUIRED';
  else if (name.length > 255) problems.name = 'ASSETS_GROUPS.TOO_LONG';
  else if (!NAME_RULE.test(name)) problems.name = 'ASSETS_GROUPS.NAME_RULE';
  return problems;
}

/** A name suggested from the label while the user has not typed one: "Spring sale!" → "spring-sale". */
export function nameFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
