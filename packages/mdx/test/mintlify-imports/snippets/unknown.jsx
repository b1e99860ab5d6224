import { Card } from '@mintlify/components';
import { PricingTable } from '@mintlify/components';

export const Broken = () => <Card title="x"><PricingTable /></Card>;
