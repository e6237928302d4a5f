// Processor time of processes, read from /proc: a figure of work done, not of time waited.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User and system time of process `pid`, in ms (0 once it has gone). */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process's time together (its backends come and go with the pool). */
export function postgresMs() {
  let pids = [];
  try {
    pids = execFileSync('pgrep', ['-x', 'postgres']).toString().split('\n').filter(Boolean);
  } catch {
    /* none */
  }
  return pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
}
