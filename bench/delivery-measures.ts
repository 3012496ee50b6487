/** The delivery bench's measuring helpers: curl's own rate as a cross-check, and CPU seconds read from /proc. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MB } from './upload-workload';

/** The same download by curl, as a cross-check of the lean client (MB/s by curl's own clock; null without curl). */
export function curlRate(url: string, token: string): Promise<number | null> {
  const args = ['-sf', '-o', '/dev/null', '-w', '%{speed_download}', '-H', `Authorization: Bearer ${token}`];
  return new Promise((resolve) => execFile('curl', [...args, url], (error, out) => resolve(error ? null : Number(out) / MB)));
}

export function curlLine(runs: (number | null)[]): string {
  const rates = runs.filter((r): r is number => r !== null);
  if (rates.length < runs.length) return '(curl unavailable)';
  return `${Math.max(...rates)
    .toFixed(0)
    .padStart(6)} MB/s  (runs ${rates.map((r) => r.toFixed(0)).join(' / ')}; not in the verdict)`;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

export const perHundred = (seconds: number, mb: number) => ((seconds * 1000 * 100) / mb).toFixed(0);
