/** The area file that runs a test file (paths relative to the repository), or undefined when it runs on its own. */
export function areaOf(file: string): string | undefined;
/** The test files an area file runs, relative to the repository. */
export function filesOfArea(area: string): string[];
/** What Jest runs in area mode under the given folders: the area files there and the test files in no area. */
export function filesToRun(folders: string[]): string[];
export const AREAS: Record<string, string[]>;
/** The repository's root folder. */
export const root: string;
