// The starter menu's Hindi and Marathi words (docs/product.md#languages), written as a Pune shop
// writes its board: Marathi चहा and आले beside Hindi चाय and अदरक, English loanwords and brand names
// in Devanagari as they are said (बर्गर, सँडविच / सैंडविच, पिझ्झा / पिज़्ज़ा). Descriptions are
// translated only where the wording is plain; the others fall back to English. Search words are
// what customers type for an item in any script (chaha, चाय, adrak, वडापाव).
import type { MenuImageName } from '#shared/catalog/menu-images.ts';
import type { CategoryTranslations, ItemTranslations } from '#shared/i18n/translated-fields.ts';

type Words = { hi: string; mr: string };

export const SEED_CATEGORY_TRANSLATIONS: Record<string, CategoryTranslations> = {
  'classic-chai': {
    hi: { name: 'चाय', description: 'दूध के साथ ताज़ा उबली कड़क चाय, जैसी पुणे पीता है।' },
    mr: { name: 'चहा', description: 'दुधात ताजा उकळलेला कडक चहा, पुणेरी पद्धतीचा.' },
  },
  'iced-tea-green-tea': { hi: { name: 'आइस्ड टी' }, mr: { name: 'आइस्ड टी' } },
  'hot-coffee': { hi: { name: 'गरम कॉफ़ी' }, mr: { name: 'गरम कॉफी' } },
  'cold-coffee': { hi: { name: 'कोल्ड कॉफ़ी' }, mr: { name: 'कोल्ड कॉफी' } },
  burgers: { hi: { name: 'बर्गर' }, mr: { name: 'बर्गर' } },
  maggie: { hi: { name: 'मैगी' }, mr: { name: 'मॅगी' } },
  sandwiches: { hi: { name: 'सैंडविच' }, mr: { name: 'सँडविच' } },
  pasta: { hi: { name: 'पास्ता' }, mr: { name: 'पास्ता' } },
  bread: { hi: { name: 'ब्रेड' }, mr: { name: 'ब्रेड' } },
  fries: { hi: { name: 'फ्राइज़' }, mr: { name: 'फ्राईज' } },
  pizza: { hi: { name: 'पिज़्ज़ा' }, mr: { name: 'पिझ्झा' } },
  milkshakes: { hi: { name: 'शेक' }, mr: { name: 'शेक' } },
  'mocktails-soda': { hi: { name: 'ड्रिंक्स' }, mr: { name: 'पेये' } },
};

/** [Hindi, Marathi] names, then the search words when the item has some. */
type ItemWords = [hi: string, mr: string, aliases?: string[]];

const ITEM_NAMES: Record<MenuImageName, ItemWords> = {
  'Masala Chai': ['मसाला चाय', 'मसाला चहा', ['chai', 'chaha', 'cha', 'चहा', 'चाय']],
  'Adrak Chai': [
    'अदरक वाली चाय',
    'आल्याचा चहा',
    ['ginger', 'adrak', 'ale', 'chaha', 'अद्रक', 'अदरक', 'आले', 'चहा', 'चाय'],
  ],
  'Elaichi Chai': ['इलायची चाय', 'वेलची चहा', ['cardamom', 'velchi', 'chaha', 'चहा', 'चाय']],
  'Kulhad Chai': ['कुल्हड़ चाय', 'कुल्हड चहा', ['matka', 'chaha', 'चहा', 'चाय']],
  'Gur Chai': ['गुड़ वाली चाय', 'गुळाचा चहा', ['jaggery', 'gul', 'chaha', 'गूळ', 'गुड़', 'चहा', 'चाय']],
  'Tandoori Chai': ['तंदूरी चाय', 'तंदुरी चहा', ['chaha', 'चहा', 'चाय']],
  'Lemon Iced Tea': ['लेमन आइस्ड टी', 'लेमन आइस्ड टी', ['nimbu', 'limbu', 'नींबू', 'लिंबू']],
  'Peach Iced Tea': ['पीच आइस्ड टी', 'पीच आइस्ड टी'],
  'Honey Green Tea': ['हनी ग्रीन टी', 'हनी ग्रीन टी', ['shahad', 'शहद', 'मध']],
  'Mint Green Tea': ['मिंट ग्रीन टी', 'मिंट ग्रीन टी', ['pudina', 'पुदीना']],
  Kahwa: ['कहवा', 'कहवा'],
  'Filter Coffee': ['फ़िल्टर कॉफ़ी', 'फिल्टर कॉफी'],
  Cappuccino: ['कैपुचीनो', 'कॅपुचिनो'],
  'Cafe Latte': ['कैफ़े लाते', 'कॅफे लाटे'],
  'Hot Chocolate Coffee': ['हॉट चॉकलेट कॉफ़ी', 'हॉट चॉकलेट कॉफी'],
  Espresso: ['एस्प्रेसो', 'एस्प्रेसो'],
  'Classic Cold Coffee': ['क्लासिक कोल्ड कॉफ़ी', 'क्लासिक कोल्ड कॉफी'],
  'Hazelnut Cold Coffee': ['हेज़लनट कोल्ड कॉफ़ी', 'हेझलनट कोल्ड कॉफी'],
  'Iced Americano': ['आइस्ड अमेरिकानो', 'आइस्ड अमेरिकानो'],
  'Cold Brew': ['कोल्ड ब्रू', 'कोल्ड ब्रू'],
  'Mocha Frappe': ['मोका फ्रैपे', 'मोका फ्रॅपे'],
  'Aloo Tikki Burger': ['आलू टिक्की बर्गर', 'आलू टिक्की बर्गर', ['batata', 'बटाटा']],
  'Veg Cheese Burger': ['वेज चीज़ बर्गर', 'व्हेज चीज बर्गर'],
  'Paneer Burger': ['पनीर बर्गर', 'पनीर बर्गर'],
  'Crispy Corn Burger': ['क्रिस्पी कॉर्न बर्गर', 'क्रिस्पी कॉर्न बर्गर'],
  'Maharaja Burger': ['महाराजा बर्गर', 'महाराजा बर्गर'],
  'Plain Maggie': ['प्लेन मैगी', 'प्लेन मॅगी', ['maggi']],
  'Masala Maggie': ['मसाला मैगी', 'मसाला मॅगी', ['maggi']],
  'Cheese Maggie': ['चीज़ मैगी', 'चीज मॅगी', ['maggi']],
  'Schezwan Maggie': ['शेज़वान मैगी', 'शेजवान मॅगी', ['maggi', 'szechuan']],
  'Butter Maggie': ['बटर मैगी', 'बटर मॅगी', ['maggi']],
  'Bombay Masala Sandwich': ['बॉम्बे मसाला सैंडविच', 'बॉम्बे मसाला सँडविच', ['mumbai']],
  'Veg Grilled Sandwich': ['वेज ग्रिल्ड सैंडविच', 'व्हेज ग्रिल्ड सँडविच'],
  'Cheese Chutney Sandwich': ['चीज़ चटनी सैंडविच', 'चीज चटणी सँडविच'],
  'Paneer Tikka Sandwich': ['पनीर टिक्का सैंडविच', 'पनीर टिक्का सँडविच'],
  'Corn Cheese Sandwich': ['कॉर्न चीज़ सैंडविच', 'कॉर्न चीज सँडविच'],
  'Red Sauce Pasta': ['रेड सॉस पास्ता', 'रेड सॉस पास्ता'],
  'White Sauce Pasta': ['व्हाइट सॉस पास्ता', 'व्हाइट सॉस पास्ता'],
  'Pink Sauce Pasta': ['पिंक सॉस पास्ता', 'पिंक सॉस पास्ता'],
  'Pesto Pasta': ['पेस्तो पास्ता', 'पेस्तो पास्ता'],
  'Bun Maska': ['बन मस्का', 'बन मस्का', ['maska pav', 'मस्का पाव']],
  'Garlic Bread': ['गार्लिक ब्रेड', 'गार्लिक ब्रेड'],
  'Cheese Garlic Bread': ['चीज़ गार्लिक ब्रेड', 'चीज गार्लिक ब्रेड'],
  'Butter Toast': ['बटर टोस्ट', 'बटर टोस्ट'],
  'Vada Pav': ['वड़ा पाव', 'वडा पाव', ['wada pav', 'vadapav', 'वडापाव']],
  'Salted Fries': ['सॉल्टेड फ्राइज़', 'सॉल्टेड फ्राईज'],
  'Peri Peri Fries': ['पेरी पेरी फ्राइज़', 'पेरी पेरी फ्राईज'],
  'Cheese Fries': ['चीज़ फ्राइज़', 'चीज फ्राईज'],
  'Masala Wedges': ['मसाला वेजेज़', 'मसाला वेजेस'],
  'Margherita Pizza': ['मार्गरीटा पिज़्ज़ा', 'मार्गारिटा पिझ्झा'],
  'Farmhouse Pizza': ['फ़ार्महाउस पिज़्ज़ा', 'फार्महाऊस पिझ्झा'],
  'Paneer Tikka Pizza': ['पनीर टिक्का पिज़्ज़ा', 'पनीर टिक्का पिझ्झा'],
  'Corn Cheese Pizza': ['कॉर्न चीज़ पिज़्ज़ा', 'कॉर्न चीज पिझ्झा'],
  'Veggie Delight Pizza': ['वेजी डिलाइट पिज़्ज़ा', 'व्हेजी डिलाईट पिझ्झा'],
  'Chocolate Shake': ['चॉकलेट शेक', 'चॉकलेट शेक'],
  'Strawberry Shake': ['स्ट्रॉबेरी शेक', 'स्ट्रॉबेरी शेक'],
  'Oreo Shake': ['ओरियो शेक', 'ओरिओ शेक'],
  'Mango Shake': ['मैंगो शेक', 'मँगो शेक', ['aam', 'amba', 'आम', 'आंबा']],
  'Kesar Badam Shake': ['केसर बादाम शेक', 'केशर बदाम शेक', ['saffron', 'almond']],
  'Virgin Mojito': ['वर्जिन मोहितो', 'व्हर्जिन मोहितो'],
  'Blue Lagoon': ['ब्लू लैगून', 'ब्लू लगून'],
  'Masala Soda': ['मसाला सोडा', 'मसाला सोडा', ['goli soda', 'गोली सोडा']],
  'Kokum Sharbat': ['कोकम शरबत', 'कोकम सरबत', ['sarbat', 'सरबत', 'शरबत']],
  'Fresh Lime Soda': ['फ्रेश लाइम सोडा', 'फ्रेश लाईम सोडा', ['nimbu soda', 'limbu soda', 'नींबू सोडा', 'लिंबू सोडा']],
};

/** The few descriptions translated (plain sentences); every other falls back to English. */
const ITEM_DESCRIPTIONS: Partial<Record<MenuImageName, Words>> = {
  'Masala Chai': {
    hi: 'अदरक, इलायची, लौंग और काली मिर्च वाली कड़क चाय।',
    mr: 'आले, वेलची, लवंग आणि मिरी घातलेला कडक चहा.',
  },
  'Adrak Chai': {
    hi: 'असम चाय और दूध में उबला ताज़ा कुटा अदरक।',
    mr: 'आसाम चहा आणि दुधात उकळलेले ताजे ठेचलेले आले.',
  },
  'Gur Chai': { hi: 'चीनी की जगह गुड़ से मीठी की गई चाय।', mr: 'साखरेऐवजी गुळाचा गोडवा असलेला चहा.' },
  'Bun Maska': {
    hi: 'मक्खन की मोटी परत वाला नरम बन, ईरानी कैफ़े की ख़ासियत।',
    mr: 'भरपूर लोणी लावलेला मऊ बन, इराणी कॅफेची खासियत.',
  },
  'Vada Pav': {
    hi: 'पुणे का पसंदीदा: चटनियों के साथ पाव में तीखा आलू वड़ा।',
    mr: 'पुण्याचा लाडका: चटण्यांसोबत पावात झणझणीत बटाटा वडा.',
  },
};

/** The item's stored translations and search words, by its English name. */
export function seedItemWords(name: MenuImageName): { translations: ItemTranslations; searchAliases: string[] } {
  const [hi, mr, aliases = []] = ITEM_NAMES[name];
  const description = ITEM_DESCRIPTIONS[name];
  return {
    translations: {
      hi: { name: hi, ...(description ? { description: description.hi } : {}) },
      mr: { name: mr, ...(description ? { description: description.mr } : {}) },
    },
    searchAliases: aliases,
  };
}

/** Option groups' and options' names, by their English names. */
export const SEED_OPTION_NAMES: Record<string, Words> = {
  Cup: { hi: 'कप', mr: 'कप' },
  Cutting: { hi: 'कटिंग', mr: 'कटिंग' },
  Full: { hi: 'फुल', mr: 'फुल' },
  Sugar: { hi: 'चीनी', mr: 'साखर' },
  'Less sugar': { hi: 'कम चीनी', mr: 'कमी साखर' },
  'Normal sugar': { hi: 'नॉर्मल चीनी', mr: 'नेहमीची साखर' },
  'Extra sugar': { hi: 'ज़्यादा चीनी', mr: 'जास्त साखर' },
  'No sugar': { hi: 'बिना चीनी', mr: 'साखर नको' },
  'Add-ons': { hi: 'ऐड-ऑन', mr: 'ॲड-ऑन' },
  'Extra ginger': { hi: 'ज़्यादा अदरक', mr: 'जास्त आले' },
  Elaichi: { hi: 'इलायची', mr: 'वेलची' },
  Cheese: { hi: 'चीज़', mr: 'चीज' },
  'Extra cheese': { hi: 'एक्स्ट्रा चीज़', mr: 'एक्स्ट्रा चीज' },
  Size: { hi: 'साइज़', mr: 'साईज' },
  Regular: { hi: 'रेगुलर', mr: 'रेग्युलर' },
  Large: { hi: 'लार्ज', mr: 'लार्ज' },
};

/** The name's translations as stored; {} for a name this table does not know. */
export function seedNameTranslations(name: string) {
  const words = SEED_OPTION_NAMES[name];
  return words ? { hi: { name: words.hi }, mr: { name: words.mr } } : {};
}
