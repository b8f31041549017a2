/** Usage statistics export: a real xlsx (exceljs) of credits and renders per day in a period. */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { latestToday, type RangeProblem, rangeProblems } from '../../worker/contract/usage-range';
import { brandContext, requireMoneyAccess } from '../http/context.ts';
import { type FieldErrors, validationError } from '../http/errors.ts';
import { escapeWorkbookText } from '../http/spreadsheet-cells.ts';
import { isoDate, validate } from '../http/validate.ts';
import type { Services } from '../services.ts';

const StatsQuery = v.object({ from: isoDate(), to: isoDate() });

/** Laravel's wording of each problem of the shared range rule. */
function problemMessage(field: 'from' | 'to', problem: RangeProblem, today: string): string {
  switch (problem) {
    case 'required':
      return `The ${field} field is required.`;
    case 'invalid':
      return `The ${field} field must be a valid date.`;
    case 'after-today':
      return `The ${field} field must be a date before or equal to ${today}.`;
    case 'to-before-from':
      return 'The to field must be a date after or equal to from.';
  }
}

interface DayRow {
  day: string;
  spent: number;
  renders: number;
}

export function registerBrandStatsRoutes(app: FastifyInstance, s: Services): void {
  app.get('/server/api/v1/brand/stats', async (request, reply) => {
    const ctx = brandContext(s.db, request);
    requireMoneyAccess(ctx);
    const { from, to } = validate(StatsQuery, request.query);
    // Spec section 5: the range cannot go beyond today, the user's today: any day that has
    // begun somewhere (worker/contract/usage-range.ts), so a user ahead of UTC gets their today.
    const today = latestToday(s.clock.now());
    const problems = rangeProblems({ from, to }, today);
    const errors: FieldErrors = {};
    for (const field of ['from', 'to'] as const) {
      const problem = problems[field];
      if (problem !== undefined) errors[field] = [problemMessage(field, problem, today)];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const rows = s.db
      .prepare(
        `SELECT substr(created_at, 1, 10) AS day,
                -SUM(CASE WHEN amount < 0 THEN amount ELSE 0 END) AS spent,
                SUM(CASE WHEN amount < 0 THEN 1 ELSE 0 END) AS renders
         FROM credit_transactions WHERE brand_id = ? AND substr(created_at, 1, 10) BETWEEN ? AND ?
         GROUP BY day ORDER BY day`,
      )
      .all(ctx.brand.id, from, to) as DayRow[];

    const book = new ExcelJS.Workbook();
    book.creator = 'adcreative';
    const sheet = book.addWorksheet('Usage');
    sheet.columns = [
      { header: 'Date', key: 'day', width: 14 },
      { header: 'Credits spent', key: 'spent', width: 16 },
      { header: 'Renders', key: 'renders', width: 10 },
    ];
    sheet.addRows(rows);
    sheet.addRow({ day: 'Total', spent: rows.reduce((a, r) => a + r.spent, 0), renders: rows.reduce((a, r) => a + r.renders, 0) });
    const info = book.addWorksheet('Brand');
    info.addRows([['Brand', ctx.brand.label], ['Identifier', ctx.brand.identifier], ['From', from], ['To', to]]);
    // The brand's label is anyone's text: no cell may start a formula (spreadsheet-cells.ts).
    escapeWorkbookText(book);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());

    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${ctx.brand.identifier}-usage-${from}-${to}.xlsx"`)
      .send(buffer);
  });
}
