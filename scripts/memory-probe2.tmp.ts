import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
const mb = (n: number) => Math.round(n / 1048576);
const [dir = "", mode = "default"] = process.argv.slice(2);
const opts: Record<string, unknown> = {};
if (mode.includes("sb")) {
  opts.startParams = ["--single","-F","-O","-j","-c","search_path=public","-c","exit_on_error=false","-c","log_checkpoints=false","-c","max_worker_processes=0","-c","max_parallel_workers=0","-c","max_parallel_workers_per_gather=0","-c","io_method=sync","-c","max_parallel_maintenance_workers=0", "-c", "shared_buffers=16MB"];
}
const db = await PGlite.create(path.join(dir, "db"), opts);
const r = await db.query<{ shared_buffers: string }>("show shared_buffers");
await db.query("create table if not exists t(x text)");
await db.query("insert into t select repeat('x', 500) from generate_series(1, 2000)");
globalThis.gc?.();
const m = process.memoryUsage();
await db.close();
console.log(mode.padEnd(10), "rss", mb(m.rss), "external", mb(m.external), "heapTotal", mb(m.heapTotal), "shared_buffers", r.rows[0]?.shared_buffers);
