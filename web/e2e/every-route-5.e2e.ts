// Part 5 of the route table's walk (setup/everyRoute.ts), in six parts that the browser-test shards deal out.
import { describeEveryRoute } from './setup/everyRoute';

describeEveryRoute(5, 6);
