/** Types of readme.mjs, for the TypeScript tests that run the README's examples too. */
export declare function readmeExample(readmePath: string, name: string): Promise<string>
