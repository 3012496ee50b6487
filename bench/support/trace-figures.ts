/** One event of a Chromium trace (JSON trace format; times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

export interface TraceFigures {
  busyMs: number;
  longTasks: number;
  /** Time past 50 ms in each task after the first contentful paint, as Lighthouse's TBT counts it. */
  blockingMs: number;
  longestMs: number;
  scriptsEvaluated: number;
  /** Where the long tasks' time went: what ran directly inside them (with its script file), largest first. */
  breakdown: [string, number][];
}

const TASK = 'RunTask';
const LONG_TASK_US = 50_000;
const fileOf = (url = '') => url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js');

/** The renderer's main thread that ran the most tasks: the page's own. */
function pageThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (t: TraceEvent) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === TASK).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const best = mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!best) throw new Error('trace: no renderer main thread');
  return { pid: best.pid, tid: best.tid };
}

function label(event: TraceEvent): string {
  const file = fileOf(event.args?.data?.url);
  return file ? `${event.name} ${file}` : event.name;
}

export function traceFigures(all: TraceEvent[]): TraceFigures {
  const { pid, tid } = pageThread(all);
  const fcp = all.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const own = all
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((e) => e.name === TASK);
  const long = tasks.filter((t) => (t.dur ?? 0) > LONG_TASK_US);
  const breakdown = new Map<string, number>();
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    let childrenEnd = task.ts;
    let covered = 0;
    for (const event of own) {
      if (event === task || event.ts < childrenEnd || event.ts >= end) continue;
      // Direct children only: the first event after the previous child's end.
      childrenEnd = event.ts + (event.dur ?? 0);
      covered += event.dur ?? 0;
      breakdown.set(label(event), (breakdown.get(label(event)) ?? 0) + (event.dur ?? 0) / 1000);
    }
    breakdown.set('(task itself)', (breakdown.get('(task itself)') ?? 0) + ((task.dur ?? 0) - covered) / 1000);
  }
  return {
    busyMs: tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000,
    longTasks: long.length,
    blockingMs: long.filter((t) => t.ts >= fcp).reduce((sum, t) => sum + (t.dur ?? 0) - LONG_TASK_US, 0) / 1000,
    longestMs: Math.max(0, ...tasks.map((t) => t.dur ?? 0)) / 1000,
    scriptsEvaluated: own.filter((e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript').length,
    breakdown: [...breakdown].sort((a, b) => b[1] - a[1]),
  };
}
