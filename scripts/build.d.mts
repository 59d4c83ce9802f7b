export declare function build(options?: { quiet?: boolean }): Promise<void>;
