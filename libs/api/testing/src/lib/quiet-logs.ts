import { Logger } from '@nestjs/common';

// Before an app installs its own (silent) logger, Nest's default one would print migration details.
Logger.overrideLogger(['error', 'fatal']);
