import type { Plugin } from 'vite';

// What it buys: V8 compiles the entry's functions on the thread that streams the script instead of on the main thread
// at their first call. Its effect on this shared 2-core machine was within the noise (bench/main-thread.ts, /submit at
// 4x CPU: 502 ms blocking with it, 620 and 654 ms without, load average 12; again on 30 Nov, five interleaved runs
// each at load 11-15: /submit 712 ms median with it, 931 without, / 593 with, 473 without): kept for what V8
// documents, not a figure.
// Why the bundler cannot: Vite has no option for V8's magic comments, and the comment must precede all of the chunk.
// Most of the entry's functions run while the page starts: module set-up, then hydration. V8 compiles a function
// lazily, on the main thread, the first time it runs; this magic comment asks it to compile them all eagerly instead,
// on the background thread that parses the script while it downloads (v8.dev/blog/explicit-compile-hints).
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite's own additions to the chunk: the comment must come before any code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}${chunk.code}`;
      },
    },
  };
}
