/** The folder holding the `.graphql` files. */
export declare const schemaDir: string;
/** Absolute paths of every `.graphql` file, sorted. */
export declare function schemaFiles(): string[];
/** The SDL of every area, one string per file. */
export declare function loadTypeDefs(): string[];
