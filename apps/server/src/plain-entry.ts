import { runServer } from './run-server.ts';

runServer();
