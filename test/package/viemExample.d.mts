/** Types of viemExample.mjs, for the browser test that runs the same example. */
export declare const VIEM_EXAMPLE_SOURCE: string
export declare function checkViemExample(host: string, cache?: Map<string, unknown>): Promise<void>
