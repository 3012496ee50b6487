export * from './bot.messages';
export * from './bot-rules';
export * from './bot-score';
