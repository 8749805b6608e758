import type { FeedCode } from '../../common/feeds';
import type { HistoryOptions } from './history';
import { type HeldBack, writeFeedArchives } from './history-archives';

/** One feed's archives, in a process of its own (`writeHistoryArchives`). */
process.once(
  'message',
  async (message: {
    feed: FeedCode;
    options: HistoryOptions & { outDir: string; heldBack?: HeldBack[] };
  }) => {
    process.send!(await writeFeedArchives(message.feed, message.options), () => process.exit(0));
  },
);
