/** Common fields of the spec's live payload (buildNumber, revision, brandId, ...), all optional. */
export interface LivePayloadMeta {
  readonly brandId?: number;
  readonly brandUserId?: number;
  readonly userId?: number;
}
