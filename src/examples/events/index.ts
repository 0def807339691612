import { defineExample } from '../defineExample';
import eventLogSource from '!!raw-loader!./EventLog.tsx';
import preventDefaultSource from '!!raw-loader!./PreventDefault.tsx';

export const eventLog = defineExample({
  id: 'events',
  title: 'Every event in an on-page log',
  fileName: 'EventLog.tsx',
  source: eventLogSource,
  load: () => import('./EventLog'),
});

export const preventDefault = defineExample({
  id: 'events',
  title: "Replacing sigma's default reactions",
  fileName: 'PreventDefault.tsx',
  source: preventDefaultSource,
  load: () => import('./PreventDefault'),
});
