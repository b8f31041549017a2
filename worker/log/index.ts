export { EventLog, DEFAULT_LOG_CAPACITY, type EventLogContents, type EventLogOptions } from './ring-buffer';
export {
  exportEventLog,
  parseEventLog,
  EventLogParseError,
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  type Checkpoint,
  type EventLogFile,
  type EventLogHeader,
  type ExportMeta,
} from './ndjson';
export { Redactor } from './redact';
export { replay, type ReplayResult } from './replay';
export { canonicalJson, fnv1a64, stateHash } from './state-hash';
