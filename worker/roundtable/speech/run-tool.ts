// Runs one command-line tool (a speech engine, ffmpeg, ffprobe) the safe way: spawned with an
// argument list (never a shell, so nothing a script says is ever a command), text on stdin, the
// child killed when the caller aborts or it runs too long, and every way it can go wrong turned
// into a ToolError whose message names the tool and the problem.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export class ToolError extends Error {
  constructor(
    /** flite, festival, espeak-ng, openai, ffmpeg, ffprobe */
    readonly tool: string,
    /** "crashed (exit 139)", "is not installed (…)" */
    readonly problem: string,
    /** the tool's own last words (stderr), or what to do */
    readonly detail?: string,
    /** 1-based part of the script, when the renderer knows it */
    readonly part?: number,
    options?: { cause?: unknown },
  ) {
    super(`${tool} ${problem}${part !== undefined ? ` on part ${part}` : ''}${detail ? `: ${detail}` : ''}`, options);
    this.name = 'ToolError';
  }

  onPart(part: number): ToolError {
    return new ToolError(this.tool, this.problem, this.detail, part, { cause: this });
  }
}

/** The full path of an executable (a bare name is looked up on PATH), or null. */
export function findExecutable(bin: string, searchPath = process.env.PATH ?? ''): string | null {
  const candidates = bin.includes('/')
    ? [bin]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((d) => path.join(d, bin));
  for (const c of candidates) {
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      /* not there, or not executable: try the next */
    }
  }
  return null;
}

export interface RunToolOptions {
  tool: string;
  bin: string;
  args: string[];
  /** written to the child's stdin (closed at once when absent) */
  input?: string;
  signal?: AbortSignal;
  /** the child is killed after this long; default 5 minutes */
  timeoutMs?: number;
  /** what to do when the binary is missing, e.g. "apt-get install flite" */
  installHint?: string;
  env?: NodeJS.ProcessEnv;
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

const lastWords = (stderr: string) => stderr.trim().split('\n').slice(-3).join(' / ').slice(0, 300);

/** Resolves with the tool's stdout and the end of its stderr when it exits 0; rejects with a ToolError (or the abort reason). */
export function runTool(o: RunToolOptions): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (o.signal?.aborted) {
      reject(abortReason(o.signal));
      return;
    }
    const child = spawn(o.bin, o.args, { stdio: ['pipe', 'pipe', 'pipe'], env: o.env ?? process.env });
    let stdout = '';
    let stderr = '';
    let settled = false;
    let timedOut = false;
    const timeoutMs = o.timeoutMs ?? 300_000;
    const finish = (err: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve({ stdout, stderr });
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(abortReason(o.signal!));
    };
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    o.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (stdout.length < 1_000_000) stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-8000);
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        const where = o.bin.includes('/') ? `no ${o.bin}` : `${o.bin} is not on PATH`;
        finish(new ToolError(o.tool, `is not installed (${where})`, o.installHint, undefined, { cause: err }));
      } else if (err.code === 'EACCES') finish(new ToolError(o.tool, `cannot be run (${o.bin}: permission denied)`, undefined, undefined, { cause: err }));
      else finish(new ToolError(o.tool, `could not start (${err.message})`, undefined, undefined, { cause: err }));
    });
    child.on('close', (code, sig) => {
      if (timedOut) finish(new ToolError(o.tool, `timed out after ${Math.round(timeoutMs / 1000)} s and was stopped`, lastWords(stderr)));
      else if (code === 0) finish(null);
      else if (sig) finish(new ToolError(o.tool, `crashed (${sig})`, lastWords(stderr)));
      // a shell reports a child killed by signal n as exit 128 + n
      else finish(new ToolError(o.tool, code !== null && code > 128 ? `crashed (exit ${code})` : `failed (exit ${code})`, lastWords(stderr)));
    });
    // a child that dies before reading its input closes the pipe: its exit says what went wrong
    child.stdin.on('error', () => {});
    child.stdin.end(o.input ?? '');
  });
}
