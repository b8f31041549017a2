/** Wire schemas of templates (visuals) and their versions (docs/api-wire.md), translated. */
import * as v from 'valibot';
import {
  VERSION_ACTIONS,
  VERSION_STATUSES,
  type Person,
  type TemplateInputValue,
  type Visual,
  type VisualComment,
  type VisualSize,
  type VisualVersion,
  type VersionHistoryEntry,
  type VersionSummary,
} from '../../contract/creatives';
import { nullableReport } from '../../ports/http/ad-platform-checks';
import { id, laravelBool, nullableString, stringId } from '../../ports/http/laravel-primitives';
import { INPUT_TYPES } from '../../contract/template-package-problems';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A state we do not know is shown as draft rather than failing the whole answer. */
const versionStatus = v.fallback(v.picklist(VERSION_STATUSES), 'draft');

export const person = v.pipe(
  v.object({ id, name: v.string() }),
  v.transform((p): Person => ({ id: p.id, name: p.name })),
);
const nullablePerson = v.optional(v.nullable(person), null);

const size = v.pipe(
  v.object({ width: count, height: count, label: nullableString }),
  v.transform((s): VisualSize => ({ width: s.width, height: s.height, label: s.label })),
);

const versionSummary = v.pipe(
  v.object({ id: stringId, number: count, status: versionStatus }),
  v.transform((s): VersionSummary => ({ id: s.id, number: s.number, status: s.status })),
);

const historyEntry = v.pipe(
  v.object({
    action: v.string(),
    actor: v.optional(v.nullable(person), null),
    comment: nullableString,
    at: v.string(),
  }),
  v.transform((h): VersionHistoryEntry => ({ action: h.action, actor: h.actor, comment: h.comment, at: h.at })),
);

/** Actions the server offers; an action this client does not know is left out. */
const actions = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((list) => list.filter((a): a is VisualVersion['actions'][number] => (VERSION_ACTIONS as readonly string[]).includes(a))),
);

export const versionSchema = v.pipe(
  v.object({
    id: stringId,
    visual_id: stringId,
    visual_name: nullableString,
    number: count,
    status: versionStatus,
    approval_comment: nullableString,
    preview_url: nullableString,
    comments_count: v.optional(count, 0),
    builds_count: v.optional(count, 0),
    actions,
    requested_by: nullablePerson,
    history: v.optional(v.array(historyEntry), []),
    created_at: v.string(),
    updated_at: v.string(),
  }),
  v.transform(
    (x): VisualVersion => ({
      id: x.id,
      visualId: x.visual_id,
      visualName: x.visual_name,
      number: x.number,
      status: x.status,
      actions: x.actions,
      requestedBy: x.requested_by,
      buildsCount: x.builds_count,
      approvalComment: x.approval_comment,
      previewUrl: x.preview_url,
      commentsCount: x.comments_count,
      history: x.history,
      createdAt: x.created_at,
      updatedAt: x.updated_at,
    }),
  ),
);

/** One input with its value (GET visual/{id} `inputs`); an input of a type this client does not know is left out. */
const inputSchema = v.pipe(
  v.object({
    name: v.string(),
    type: v.picklist(INPUT_TYPES),
    label: nullableString,
    default: v.string(),
    value: v.string(),
    max: v.optional(v.nullable(count), null),
    fit: v.optional(v.nullable(v.object({ min_size: count })), null),
  }),
  v.transform((i): TemplateInputValue => ({ name: i.name, type: i.type, label: i.label, default: i.default, value: i.value, max: i.max, fitMinSize: i.fit?.min_size ?? null })),
);

export const visualSchema = v.pipe(
  v.object({
    id: stringId,
    name: v.string(),
    description: nullableString,
    tags: v.optional(v.array(v.string()), []),
    output_category: v.optional(v.string(), ''),
    default_output_format: v.optional(v.string(), 'html'),
    status: v.optional(v.string(), 'published'),
    archived: v.optional(laravelBool, false),
    sizes: v.optional(v.array(size), []),
    versions: v.optional(v.array(versionSummary), []),
    latest_version: v.optional(v.nullable(versionSummary), null),
    approved_version_id: v.optional(v.nullable(stringId), null),
    in_development: v.optional(laravelBool, false),
    basic_settings_finished: v.optional(laravelBool, false),
    inputs_settings_finished: v.optional(laravelBool, false),
    preview_finished: v.optional(laravelBool, false),
    created_at: v.string(),
    updated_at: v.string(),
    package: v.optional(v.array(v.object({ id: stringId })), []),
    inputs: v.optional(
      v.pipe(
        v.array(v.unknown()),
        v.transform((list) => list.flatMap((item) => {
          const input = v.safeParse(inputSchema, item);
          return input.success ? [input.output] : [];
        })),
      ),
      [],
    ),
    package_images: v.optional(v.array(v.string()), []),
    platform_checks: nullableReport,
  }),
  v.transform(
    (x): Visual => ({
      id: x.id,
      name: x.name,
      description: x.description,
      tags: x.tags,
      outputCategory: x.output_category,
      defaultOutputFormat: x.default_output_format,
      status: x.status,
      archived: x.archived,
      sizes: x.sizes,
      versions: x.versions,
      latestVersion: x.latest_version,
      approvedVersionId: x.approved_version_id,
      inDevelopment: x.in_development,
      progress: { basicSettings: x.basic_settings_finished, inputsSettings: x.inputs_settings_finished, preview: x.preview_finished },
      createdAt: x.created_at,
      updatedAt: x.updated_at,
      inputs: x.inputs,
      packageImages: x.package_images,
      packageFileId: x.package.at(-1)?.id ?? null,
      platformChecks: x.platform_checks,
    }),
  ),
);

export const commentSchema = v.pipe(
  v.object({ id: stringId, visual_version_id: stringId, comment: v.string(), user: nullablePerson, created_at: v.string(), updated_at: v.string() }),
  v.transform(
    (c): VisualComment => ({ id: c.id, versionId: c.visual_version_id, comment: c.comment, author: c.user, createdAt: c.created_at, updatedAt: c.updated_at }),
  ),
);
