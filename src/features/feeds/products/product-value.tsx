/** One value of a product as its column's type reads: links open in a new tab, images show small. */
import type { AttributeType } from '../../../../worker/contract/feeds';
import { ExternalLink } from '../../../components/ui/button';

export function ProductValue({ value, type }: { value: string | undefined; type: AttributeType | undefined }) {
  if (value === undefined || value === '') return <span className="text-slate-400">–</span>;
  if ((type === 'url' || type === 'image') && /^https?:\/\//i.test(value)) {
    return (
      <ExternalLink href={value} className="break-all text-indigo-700 hover:underline">
        {value}
      </ExternalLink>
    );
  }
  return <span className="break-words">{value}</span>;
}
