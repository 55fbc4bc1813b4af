/**
 * CPU time of the processes a bench row measures, read from /proc (Linux): the server's, the baseline's, and the
 * database's (a PostgreSQL cluster's postmaster and every backend under it; PGlite runs inside the server). A CPU
 * figure moves far less from run to run than a rate does.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  cpuSeconds: number;
}

function statOf(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it are counted from there.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, parent: Number(fields[1]), cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU seconds so far of these processes and, with `withChildren`, of every process under them. */
export function cpuSecondsOf(pids: number[], withChildren = false): number {
  if (!withChildren) return pids.reduce((sum, pid) => sum + (statOf(pid)?.cpuSeconds ?? 0), 0);
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => statOf(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);
  const inTree = new Set(pids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of all)
      if (!inTree.has(stat.pid) && inTree.has(stat.parent)) {
        inTree.add(stat.pid);
        grew = true;
      }
  }
  return all.filter((stat) => inTree.has(stat.pid)).reduce((sum, stat) => sum + stat.cpuSeconds, 0);
}

/** The postmaster of the PostgreSQL cluster listening on this URL's port, or null (none found, or not Linux). */
export function postmasterOf(databaseUrl: string): number | null {
  const port = new URL(databaseUrl).port || "5432";
  try {
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      let args: string[];
      try {
        args = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      } catch {
        continue;
      }
      if (!args[0]?.endsWith("postgres")) continue;
      const portAt = args.indexOf("-p");
      if (portAt >= 0 && args[portAt + 1] === port) return Number(name);
    }
  } catch {
    return null;
  }
  return null;
}
