import { stopTracked } from './processes';

export default function globalTeardown(): void {
  stopTracked();
}
