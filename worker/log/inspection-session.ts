/**
 * The data layer's one loaded log for the devtools (DataLayerApi.inspectLog / inspectLogAt):
 * parse, fold into a LogInspector, answer points. Holds nothing of the running session.
 */
import type { InspectedPoint, LogInspection } from '../contract/log-inspection';
import { LogInspector } from './inspector';
import { EventLogParseError, parseEventLog } from './ndjson';

export class InspectionSession {
  private inspector: LogInspector | null = null;

  constructor(private readonly now: () => number) {}

  load(text: string): LogInspection {
    const started = this.now();
    try {
      this.inspector = new LogInspector(parseEventLog(text));
    } catch (error) {
      this.inspector = null;
      if (error instanceof EventLogParseError) return { ok: false, line: error.line, problem: error.problem };
      throw error;
    }
    return { ok: true, log: { ...this.inspector.summary, loadMs: Math.round(this.now() - started) } };
  }

  at(index: number): InspectedPoint {
    if (this.inspector === null) throw new Error('no event log is loaded: call inspectLog first');
    return this.inspector.at(index, this.now);
  }
}
