import fs from "node:fs";
import os from "node:os";

/** Nice value of the engine thread: low enough that the web thread wins a contended core, still served. */
const ENGINE_THREAD_NICE = 10;

/**
 * Makes the calling thread yield the CPU to the web thread when both want it (a re-scan or analysis
 * running while requests come in on a busy machine). Linux only: there a thread has its own id (read
 * from /proc/thread-self, "<pid>/task/<tid>") and its own nice value. Elsewhere, or when not allowed,
 * the thread keeps the process' priority and nothing else changes.
 */
export function lowerThisThreadsPriority(): void {
  try {
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, ENGINE_THREAD_NICE);
  } catch {
    // Not Linux, or a sandbox that refuses: analysis still runs, at the process' priority.
  }
}
