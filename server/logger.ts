import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config';

/** Pretty lines in a terminal, JSON lines everywhere else (files, CI, log shippers). */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logPretty'>): LoggerOptions {
  return {
    level: config.logLevel,
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export function createLogger(config: Pick<Config, 'logLevel' | 'logPretty'>): Logger {
  return pino(loggerOptions(config));
}
