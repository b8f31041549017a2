/** Row shapes as SQLite returns them (booleans are 0/1, JSON columns are text). */
import type { VersionStatus } from '../../worker/contract/creatives';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  locale: string;
  last_brand_id: number | null;
  is_mfa_enabled: number;
  is_password_valid: number;
  is_godlike: number;
  created_at: string;
  updated_at: string;
}

export interface BrandRow {
  id: number;
  identifier: string;
  label: string;
  language_code: string | null;
  collaborative_mode: number;
  store_identifier: string | null;
  modules: string;
  balance: number;
  /** Moved with every balance change (migration 011): orders the balance answers and Spends. */
  balance_version: number;
  storage_total_kib: number;
  storage_used_kib: number;
  inode_total: number;
  inode_used: number;
  volume_total_kib: number;
  volume_used_kib: number;
  created_at: string;
  updated_at: string;
}

export interface BrandUserRow {
  id: number;
  user_id: number;
  brand_id: number;
  primary_role: string;
  team_id: number | null;
  uploads_root_directory_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface SessionRow {
  id: string;
  user_id: number | null;
  csrf_token: string;
  oauth_state: string | null;
  last_activity: number;
}

export interface NotificationRow {
  id: string;
  type: string;
  notifiable_type: string;
  notifiable_id: number;
  brand_id: number | null;
  data: string;
  read_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface IncidentRow {
  id: number;
  brand_id: number | null;
  severity: string;
  body: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface VisualRow {
  id: number;
  brand_id: number;
  user_id: number | null;
  name: string;
  description: string | null;
  tags: string;
  visual_tags: string;
  output_category: string;
  default_output_format: string;
  package: string;
  slots: string;
  status: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** JSON array of { width, height }. */
  sizes: string;
  basic_settings_finished: number;
  inputs_settings_finished: number;
  preview_finished: number;
}

export interface VisualVersionRow {
  id: number;
  visual_id: number;
  brand_id: number;
  number: number;
  /** Written only through the state machine (worker/contract/version-actions.ts). */
  status: VersionStatus;
  status_before_approval: VersionStatus | null;
  approval_comment: string | null;
  preview_url: string | null;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
}

export interface CommentRow {
  id: number;
  visual_version_id: number;
  user_id: number | null;
  comment: string;
  created_at: string;
  updated_at: string;
}

export interface VisualBuildRow {
  id: number;
  brand_id: number;
  visual_version_id: number | null;
  user_id: number | null;
  model_type: string;
  status: string;
  progress: number;
  output_format: string;
  width: number;
  height: number;
  cost: number;
  size_bytes: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** An ad set's creative (migration 017): its set, ad, language and the ad's values (JSON) when asked for. */
  ad_set_id: number | null;
  ad_id: number | null;
  language: string | null;
  values_json: string | null;
  /** The render queue's (migration 016): see server/render-queue/. */
  stage: string | null;
  attempts: number;
  lease_owner: string | null;
  lease_until: string | null;
  /** Why it failed, translatable (migration 020, worker/contract/render-reasons.ts): null on renders failed before it. */
  error_code: string | null;
  /** The reason's parameters, JSON. */
  error_params: string | null;
}

export interface VersionEventRow {
  id: number;
  visual_version_id: number;
  user_id: number | null;
  action: string;
  from_status: string | null;
  to_status: string | null;
  comment: string | null;
  comment_id: number | null;
  /** JSON object or null. */
  details: string | null;
  created_at: string;
}
