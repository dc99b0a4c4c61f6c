import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

class Program {
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    enum Rank {
        TWO("2", 2), THREE("3", 3), FOUR("4", 4), FIVE("5", 5), SIX("6", 6), SEVEN("7", 7), EIGHT("8", 8),
        NINE("9", 9), TEN("10", 10), JACK("J", 10), QUEEN("Q", 10), KING("K", 10), ACE("A", 11);

        final String symbol;
        final int points;

        Rank(String symbol, int points) {
            this.symbol = symbol;
            this.points = points;
        }
    }

    record Card(Rank rank, Suit suit) {
        @Override
        public String toString() { return rank.symbol + suit.name().charAt(0); }
    }

    static int handValue(List<Card> hand) {
        int total = 0, aces = 0;
        for (Card c : hand) {
            total += c.rank().points;
            if (c.rank() == Rank.ACE) aces++;
        }
        while (total > 21 && aces-- > 0) total -= 10;
        return total;
    }

    public static void main(String[] args) {
        List<Card> deck = new ArrayList<>();
        for (Suit s : Suit.values()) for (Rank r : Rank.values()) deck.add(new Card(r, s));
        System.out.println("Deck size: " + deck.size() + ", first: " + deck.get(0) + ", last: " + deck.get(51));
        Collections.shuffle(deck, new Random(12345));
        System.out.println("Top 10 after shuffle: " + deck.subList(0, 10));

        List<List<Card>> hands = new ArrayList<>();
        for (int p = 0; p < 4; p++) hands.add(new ArrayList<>());
        for (int i = 0; i < 20; i++) hands.get(i % 4).add(deck.get(i));
        for (int p = 0; p < 4; p++) {
            List<Card> hand = hands.get(p);
            hand.sort(Comparator.comparing(Card::suit).thenComparing(Card::rank));
            Map<Suit, Integer> bySuit = new TreeMap<>();
            for (Card c : hand) bySuit.merge(c.suit(), 1, Integer::sum);
            System.out.println("Player " + (p + 1) + ": " + hand + " suits " + bySuit);
        }

        List<Card> bj = new ArrayList<>(deck.subList(20, 22));
        int idx = 22;
        System.out.println("Blackjack start: " + bj + " = " + handValue(bj));
        while (handValue(bj) < 17) {
            bj.add(deck.get(idx++));
            System.out.println("  hit -> " + bj + " = " + handValue(bj));
        }
        System.out.println(handValue(bj) > 21 ? "Bust!" : "Stand on " + handValue(bj));
        System.out.println("Soft hand A+A+9 = " + handValue(List.of(new Card(Rank.ACE, Suit.SPADES),
                new Card(Rank.ACE, Suit.HEARTS), new Card(Rank.NINE, Suit.CLUBS))));
    }
}
