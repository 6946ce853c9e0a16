import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { Heading, Text, UpgradePrompt, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { placeholderTiles } from '../utils/placeholders.ts';

/**
 * "Likes you" without the feature (free): the count (and how many came with a comment: nothing else of a comment
 * leaves the server), blurred people drawn on this device from the count alone, and the upgrade prompt.
 */
export function LockedLikes({ count, withComment }: { count: number; withComment: number }) {
  const intl = useIntl();
  const tiles = placeholderTiles(count);
  const sellers = sellersOf(usePlans().data, 'seeWhoLikesYou');
  const planWords = usePlanWords();
  return (
    <Body>
      <Heading as="p" $size="lg">
        <FormattedMessage id="likes.count" values={{ count }} />
      </Heading>
      {withComment > 0 && (
        <Text $tone="primaryStrong" $weight={700}>
          <FormattedMessage id="likes.withComment" values={{ count: withComment }} />
        </Text>
      )}
      {tiles.length > 0 && (
        <Grid aria-hidden="true" data-testid="blurred-likes">
          {tiles.map((tile, at) => (
            <Tile
              key={at}
              style={{
                background: `linear-gradient(160deg, hsl(${String(tile.hue)} 70% 82%), hsl(${String(tile.hue + 30)} 60% 62%))`,
              }}
            >
              <Head style={{ background: tile.skin }} />
              <Shoulders style={{ background: `hsl(${String(tile.hue + 180)} 45% 40%)` }} />
            </Tile>
          ))}
        </Grid>
      )}
      <Text $tone="muted" $size="sm" $leading={1.45}>
        <FormattedMessage id={count > 0 ? 'likes.locked.someone' : 'likes.locked.nobody'} />
      </Text>
      <UpgradePrompt
        title={intl.formatMessage({ id: 'likes.upgrade.title' })}
        text={intl.formatMessage(
          { id: 'likes.upgrade.text' },
          { plans: planWords.names(sellers), several: sellers.length > 1 ? 'yes' : 'no' },
        )}
        plan={planWords.cheapest(sellers)}
      />
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: 0 ${theme.space.md} ${theme.space.lg};
  text-align: center;
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
`;
const Tile = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  filter: blur(7px);
  transform: scale(1.02);
`;
const Head = styled.span`
  position: absolute;
  top: 22%;
  left: 50%;
  width: 46%;
  aspect-ratio: 1;
  border-radius: 50%;
  transform: translateX(-50%);
`;
const Shoulders = styled.span`
  position: absolute;
  bottom: -12%;
  left: 12%;
  width: 76%;
  height: 38%;
  border-radius: 40% 40% 0 0;
`;
