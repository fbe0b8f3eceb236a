import { one } from '.';

export default function OnePage(): string {
  return one.id;
}
