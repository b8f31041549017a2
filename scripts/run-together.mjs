#!/usr/bin/env node
/**
 * `node scripts/run-together.mjs typecheck lint:eslint "lint:knip build"`: runs npm scripts side
 * by side, each argument one lane (scripts within a lane, separated by spaces, run one after the
 * other). The type checker and ESLint each use one core for about a minute: on the 2-core CI
 * machine, side by side they finish in the time of the longer one (docs/shell.md, "The test
 * command").
 *
 * Each lane's output is printed whole when the lane ends (never interleaved), with its time. The
 * exit code is the first failing lane's; the other lanes run to their end, so one run shows
 * every finding.
 */
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split(' ').filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('Usage: node scripts/run-together.mjs <script> ["<script> <script>" …]  (npm scripts; a quoted group runs in order)');
  process.exit(2);
}

/** Runs `npm run <script>`, keeping its output; resolves with the exit code. */
function run(script, output) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

async function runLane(scripts) {
  const started = Date.now();
  const output = [];
  let code = 0;
  for (const script of scripts) {
    code = await run(script, output);
    if (code !== 0) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(`\n--- ${scripts.join(' → ')}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n`);
  process.stdout.write(Buffer.concat(output));
  return code;
}

const codes = await Promise.all(lanes.map(runLane));
process.exit(codes.find((code) => code !== 0) ?? 0);
