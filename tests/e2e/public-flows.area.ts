import { runArea } from '../support/world/area';

runArea(__filename);
