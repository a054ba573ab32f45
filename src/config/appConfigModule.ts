/**
 * The types of `virtual:app-config`, the checked configuration the build hands the app
 * (scripts/vite/appConfigPlugin.ts serves the values; tsconfig's `paths` points the type
 * checker here). Nothing imports this file at run time.
 */
import type { AppConfig } from './appConfig';

export declare const apiBase: AppConfig['apiBase'];
export declare const docSites: AppConfig['docSites'];
export declare const wechatLogin: AppConfig['wechatLogin'];
export declare const filingNumber: AppConfig['filingNumber'];
export declare const videoPlayerOrigin: AppConfig['videoPlayerOrigin'];
export declare const mediaOrigins: AppConfig['mediaOrigins'];
