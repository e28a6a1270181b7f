export const APP_VERSION = '3.15.0-p2';
