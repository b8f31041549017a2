import { restoreAfterFile } from './restore-after-file';

restoreAfterFile();
