import { Card, Columns } from '@mintlify/components';
import { Badge as Tag } from '@mintlify/components';

export const Plans = ({ names }) => (
  <Columns cols={2}>
    {names.map((name) => (
      <Card key={name} title={name}>
        <Tag>{name}</Tag>
      </Card>
    ))}
  </Columns>
);
