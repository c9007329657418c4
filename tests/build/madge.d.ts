/** The part of madge's API (it ships no types) that importCycles.test.ts uses. */
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
  }
  interface MadgeResult {
    /** Each file (relative to baseDir) with the files it imports, dynamic imports included. */
    obj(): Record<string, string[]>;
    /** Every import cycle, as the files along it. */
    circular(): string[][];
  }
  export default function madge(
    path: string | string[],
    config?: MadgeConfig,
  ): Promise<MadgeResult>;
}
