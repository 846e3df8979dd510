/** Types of nextMinify.mjs, for the unit test that minifies the data plane as `next build` does. */
export declare function minifyAsNext(root: string, code: string): Promise<string>
export declare function emptiedObjects(source: string, minified: string): ReadonlyArray<string>
