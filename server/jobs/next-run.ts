import cronParser from 'cron-parser';

/**
 * When a cron expression fires next after `from`, read in `timeZone`. cron-parser is the parser
 * pg-boss itself schedules with (its dependency), so the monitor shows the run pg-boss will start.
 */
export function nextCronRun(cron: string, timeZone: string, from: Date = new Date()): Date {
  return cronParser.parseExpression(cron, { tz: timeZone, currentDate: from }).next().toDate();
}
