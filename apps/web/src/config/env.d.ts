/** The build-time environment, read once; an invalid value stops the app at start. */
export declare const env: Readonly<{
    mode: string;
    isDev: boolean;
    apiBaseUrl: string;
}>;
