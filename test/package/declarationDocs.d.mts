/** Types of declarationDocs.mjs, for test/types/optionsJsdoc.test.ts. */
export declare const SPEC_REFERENCE: RegExp
export declare function optionFields(optionsFile: string, publicDir: string): ReadonlyArray<{ readonly path: string; readonly doc: string }>
export declare function checkDeclarationDocs(packageDir: string): Promise<{ readonly files: number; readonly fields: number }>
