import path from 'node:path';
import { filesOfArea, root } from './areas.cjs';

/**
 * Runs the test files of an area (tests/support/world/areas.cjs) in this one Jest file. Each runs in a describe block
 * named by its path: its top-level hooks stay its own, and its tests keep their names under that prefix.
 */
export function runArea(areaFile: string): void {
  for (const file of filesOfArea(path.relative(root, areaFile))) {
    describe(file, () => {
      // A test file registers its tests as it loads: it has to load here, inside its describe block.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(root, file));
    });
  }
}
