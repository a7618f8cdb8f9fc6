// The first half of the route table's walk (setup/everyRoute.ts); every-route-2.e2e.ts opens the other half.
import { describeEveryRoute } from './setup/everyRoute';

describeEveryRoute(1, 2);
