// Keyword stems per motif, matched against the activity title first and the description second.
// A stem matches the start of a word ("dive" hits "diver"); a trailing '$' demands the whole word; spaces join
// words ("hot air"); a leading '~' skips the stem as the title's first word, where it is usually a verb
// ("Train as a volunteer", "Run a book club"); a trailing '?' marks a weak stem worth half a hit, for words that
// name a setting or are vague ("city", "course") rather than the activity itself.
export const WORDS = {
  surf: 'wing foil|foiling|surf|bodyboard|windsurf|kitesurf',
  underwater: 'padi|dive$|dives$|diving|diver|scuba|snorkel|reef|coral|underwater|aquarium|freedive|shipwreck|cenote',
  whale: 'whale|dolphin|orca|shark|seal$|seals$|manatee|sea turtle',
  boat: 'sail|ship$|ships|tall ship|boat|yacht|cruise?|ferry?|harbour?|harbor|vaporetto|gondola|catamaran|regatta|narrowboat|barge|steamer|houseboat|dhow|felucca',
  kayak: 'kayak|canoe|paddle?|raft$|rafting|white water|whitewater|row$?|rowing|punt$|punting|sup$|coasteer',
  fishing: 'fishing|mackerel|trout|salmon|angling|angler|fly fish|catch a fish|fish$',
  rockpool: 'rock pool|rockpool|tide pool|tidepool|crabbing|crabs$|starfish|sea anemone|anemones|low tide',
  lighthouse: 'lighthouse|coast?|headland?|cape$?|sea stack|shipping forecast|lifeboat',
  sea: 'sea$?|seas$?|ocean?|wave?|seaside?|tide?|tidal?|shore?|atlantic?|pacific?|mediterranean?|fjord?|storm watch?',
  beach:
    'beach?|island?|tropical?|lagoon?|palm?|sand$?|sandcastle?|bali?|caribbean?|maldives?|hawaii?|paradise?|sunbathe?|coconut?',
  climbing:
    'trad climb|climbing gear|cliff?|portaledge|big wall|cave$|caves|caving|pothol|spelunk|rock climb|climbing wall|boulder|abseil|rappel|highline|slackline|crag|sea cliff|via ferrata|indoor climb|top rope|lead climb',
  mountain:
    'skye$|cuillin|old man of storr|quiraing|traverse|mountain?|mount$?|mt$?|peak?|summit|climb?|munro|alps?|alpine?|dolomite|everest|kilimanjaro|matterhorn|fuji|snowdon|ben nevis|scafell|ridge?|scramble|glacier?|himalaya|base camp|fell$?|fells$?|andes|highlands?|patagonia|mont$?|volcano hike|pass$?',
  hiking:
    'march$?|marches|annapurna|hike|hiking|trek|trail?|walk?|ramble|footpath|way$?|camino|pilgrim|route?|path$?|backpacking|wainwright|national park?|coast to coast|long distance?|kumano',
  camping:
    'wilderness|bothy|overnight?|camp$|camping|campsite|tent|bivvy|bivouac|wild camp|campfire|glamping|under the stars|sleep out|hammock|yurt|bushcraft|fire by friction|light a fire|survival?|marshmallow|scout?',
  forest:
    'arborist|forest|wood$?|woods$?|woodland|tree$?|trees$?|canopy|zip|jungle|rainforest|redwood|sequoia|oak$?|bluebell|mushroom|fungi|forage|autumn leaves|leaf?|leaves?|arboretum|treetop|tree top',
  desert:
    'desert|dune|sahara|camel|outback|wadi|canyon|mesa$|arches|monument valley|uluru|atacama|sandboard|cactus|cacti|death valley|namib|wadi rum',
  volcano: 'volcan|lava|crater|geyser|magma|batur|etna|vesuvius|eruption|stromboli|kilauea',
  aurora: 'aurora|northern light|lapland?|arctic?|polar?|midnight sun?|svalbard?|tromso?|rovaniemi?',
  rocket: 'rocket|space$|spacex|nasa|launch|astronaut|iss$|mars$|cape canaveral|space centre|space center|spaceflight',
  stars:
    'solar|sunspot|star$|stars$|stargaz|telescope|astronom|milky way|meteor$|meteors|meteor shower|meteorite|planet|moon|eclipse|galaxy|messier|constellation|observatory|dark sky|comet|night sky|cosmos|satellite|perseid|sagan|nebula|jupiter|saturn',
  waterfall: 'waterfall|falls$|cascade|gorge|niagara|iguazu|plunge pool|ghyll|gill$|force$',
  snow: 'couloir|off piste|ski$|cresta|bobsleigh|luge|skis$|skiing|skier|snowboard|snow|sled|sledg|toboggan|winter?|ice skat|skate on|frozen?|igloo|ice hotel|husky|dog sled|snowshoe|ice climb|curling',
  balloon: 'balloon|hot air|zeppelin|airship|cappadocia',
  plane:
    'fly$?|flight|plane|airport|pilot|aviation|glider|gliding|airline|flying lesson|cockpit|seaplane|helicopter|red arrows|air show|airshow',
  parachute:
    'skydiv|parasail|parachut|paraglid|hang glid|base jump|wingsuit|bungee|tandem jump|paramotor|kite$|kites|kiting|jump out',
  bridge: 'bridge|golden gate|viaduct|causeway|aqueduct|pont$|ponte',
  stones:
    'stonehenge|standing stones|stone circle|avebury|callanish|calanais|carnac|dolmen|menhir|ring of brodgar|trilithon',
  columns: 'giants causeway|basalt column|fingals cave|staffa|hexagonal column',
  monolith: 'uluru|ayers rock|kata tjuta|monolith',
  pyramid: 'pyramid|egypt|giza|tikal|maya$|mayan|aztec|sphinx|teotihuacan|chichen|pharaoh|abu simbel|nile|luxor',
  pagoda:
    'pagoda|shrine|torii|kyoto|japan$?|buddh|wat$|shinto|geisha|ryokan|nara$|miyajima|angkor|bhutan|tibet|lhasa|koya|hanbok|seoul|vietnam|thailand|china$|great wall|forbidden city|hanami|cherry blossom|sakura|bamboo',
  castle:
    'alcazar|castle|palace|fort$|fortress|medieval|citadel|chateau|kremlin|alhambra|knight|neuschwanstein|hadrian',
  temple:
    'gaudi|casa batllo|sagrada|dome|duomo|museum|temple|acropolis|parthenon|roman|colosseum|monument?|ruin?|ancient?|heritage?|cathedral|church|chapel|basilica|mosque|abbey|monaster|opera house|forum|pompeii|historic?|archaeolog|unesco|taj mahal|memorial|smithsonian|louvre|british museum|landmark?',
  statue:
    'statue|statues|sculpture|sculptures|ice sculpt|snow sculpt|christ the redeemer|terracotta army|moai|easter island|angel of the north|little mermaid|manneken pis',
  house:
    'home swap|swap homes|house swap|home exchange|house sit|housesit|pet sit|housewarming|bauhaus|villa savoye|villa$|modernist|fallingwater|frank lloyd wright|architect|cottage|farmhouse|tiny house|homestay|home maintenance|first home|buy a house|dream home|house$|houses$',
  treehouse: 'treehouse|tree house|treehotel|tree hotel|tree tent',
  city: 'city?|cities?|skyline?|street?|town$?|london?|new york?|tokyo?|paris?|urban?|rooftop?|nyc?|downtown?|skyscraper?|tower?|hong kong?|singapore?|chicago?|berlin?|barcelona?|rome$?|amsterdam?|lisbon?|seville?|istanbul?|dubai?|old town?|medina?|souk?|manhattan?|vegas?|venice?|prague?|budapest?|vienna?|edinburgh?|marrakech?|neon?|night market?',
  train:
    '~train$|trains$|express$|rail|steam train|locomotive|station|tram$|trams|metro$|subway|sleeper|orient express|bullet train|shinkansen|funicular|interrail|trans siberian|glacier express|railway|heritage line',
  car: 'storm chas|tornado|road trip|drive$?|drives?|driving?|~drive?|car$|cars$|highway|route 66|campervan|camper|van$|motorbike|motorcycle|jeep|4x4|rally|karting|go kart|convertible|ring road|grand tour|scenic route|vintage car|classic car|formula 1|f1$|le mans',
  bicycle:
    'mountain bik|downhill bik|bike|cycle|cycling|cyclist|bicycle|velodrome|tour de|sportive|tandem?|bikepacking|mtb$|brompton|puncture|pedal',
  skate:
    'skateboard|skate$|roller|parkour|bmx|scooter|skatepark|rollerblad|inline skat|longboard|trampolin|freerun|ollie',
  globe:
    'travel?|map$|maps$|globe|world?|abroad?|passport|geocach|countr?|orienteer|compass|navigat|backpacker|gap year|expedition|visa$|continent|capitals|flags|atlas|postcrossing|geograph|itinerary|trip$?|holiday?|abroad?|interrail pass',
  running:
    '~run$|runs$|running|runner|marathon|parkrun|jog|sprint?|race$?|5k$|10k$|half marathon|ultra$|ultramarathon|triathlon|fell run|couch to|relay?|athletic?|hurdle|obstacle|tough mudder|steeplechase|sprint?',
  swimming:
    'swim|pool$?|lido|wild swim|dip$?|plunge?|channel swim|open water|aquathlon|water polo|synchronised|lengths?|front crawl|breaststroke|backstroke|butterfly stroke|crawl$|stroke$?',
  yoga: 'yoga|meditat|mindful|breath|pilates|tai chi|qigong|stretch?|vipassana|retreat?|relax?|calm$?|gratitude|mantra|mala$|reiki|chakra|yin$|headstand|handstand|sun salutation|silent?|stillness|posture?|mobility?',
  dance:
    'dance|dancing|dancer|salsa|tango|ballet|ceilidh|swing$?|disco|zumba|waltz|flamenco|hula|ballroom|lindy|bachata|kizomba|breakdanc|pole$|twerk|samba|capoeira|bollywood|kpop|k pop|jive|charleston|foxtrot|cha cha|kecak|haka',
  martial:
    'box$?|boxing|boxer|judo|karate|kung fu|mma$|fencing|taekwondo|kickbox|wrestl|jiu jitsu|jujitsu|aikido|self defence|self defense|sumo|krav maga|muay thai|sparring|kendo|archery|sword',
  ball: 'football|soccer|tennis|basketball|volleyball|rugby|netball|golf|cricket|hockey|pickleball|badminton|squash$|baseball|softball|bowling|bowls$|lacrosse|handball|frisbee|ping pong|table tennis|padel|dodgeball|darts|snooker|croquet|gaelic|hurling|ball$|world cup|wimbledon|super bowl|match$|stadium|five a side',
  gym: 'dead hang|skipping|jump rope|double under|gym|workout|weight|weightlift|lifting|kettlebell|fitness?|press up|push up|pull up|plank|calisthenics|crossfit|squat|strength?|deadlift|burpee|bodyweight|hiit|circuit?|turkish get up|strongman|muscle?|resistance?|dumbbell|barbell|personal trainer|bootcamp|spin class|step count|10000 steps|exercise?',
  music:
    'music|guitar|piano|sing$|singing|singer|song$|songs$|choir|band$|concert|orchestra|ukulele|drum|violin|cello|jazz|busk|album|vinyl|dj$|instrument?|chord|harmonica|flute|saxophone|trumpet|compose?|composer|gig$|gigs$|symphony|proms|bell ringing|change ringing|keyboard?|banjo|harp$|choral|bagpipe|accordion|beethoven|mozart|bach$|glastonbury|rave|record player|tin whistle|ocarina|theremin|handpan|gamelan|kalimba|carol',
  theatre:
    'theatre|theater|opera$|operas|musical$|musicals|shakespeare|comedy|comedian|improv|drama|pantomime|panto$|broadway|west end|stage$?|acting|actor|circus|magic?|magician|cabaret|burlesque|puppet|fringe|performance?|recital|play$?|plays$?|globe theatre|noh$|kabuki|juggl|clown|mime',
  film: 'lord of the rings|extended edition|film marathon|film|movie|documentary|video?|tv$?|television|series?|netflix|oscar|animation|stop motion|director?|youtube|box set|filmmak|vlog|trilogy|hitchcock|kurosawa|ghibli',
  cinema:
    'cinema|big screen|imax|drive in|outdoor cinema|open air cinema|film festival|film screening|movie theater|picture house|premiere',
  camera: 'photo|camera|photograph|darkroom|polaroid|lens$?|instagram|selfie|pinhole|timelapse|time lapse|35mm',
  paint:
    'documenta|biennale|biennial|art fair|exhibition?|art history|last supper|leonardo|da vinci|michelangelo|sistine|paint|draw$|drawing|sketch|art$?|arts$?|artist|artwork|mural|portrait|watercolour|watercolor|canvas|gallery|galleries|illustrat|calligraph|life drawing|doodle|comic|colour?|color?|street art|graffiti|still life|oil$|acrylic|pastel|zine|easel|rijksmuseum|van gogh|monet|picasso|tate|uffizi|prado|printmak|lino|risograph|screen print',
  pottery:
    'pottery|ceramic|clay|pot$|pots$|kiln|potter|sculpt|mosaic|kintsugi|glaze|vase|raku|porcelain|terracotta|pinch pot|wheel throw|throw a pot|stained glass|glassblow|glass blow',
  craft:
    'marble run|papermak|make paper|costume|cosplay|crafts|craft$|pop up card|card$?|paper crane|knit|crochet|sew$|sewing|quilt|embroider|weave|weaving|loom|yarn|tapestry|macrame|felt$|felting|rag rug|cross stitch|needle|spin wool|dye$|tie dye|clothes|fabric|textile|patchwork|upcycle|mend|darn|batik|origami|paper craft|papercraft|card making|greeting card|scrapbook|candle making|soap|jewellery|jewelry|bead|wreath|lego|model kit|airfix',
  tools:
    'chair|stool|bookshelf|shelf|shelves|tool$|tools|wooden box|carve|carving|woodwork|whittle|forge|forging|blacksmith|bladesmith|knife|repair?|fix$?|diy$|furniture|hedgelay|hedge lay|hammer|saw$|spoon|joinery|carpentry|dry stone|lathe|weld|bookbind|leather|restore?|renovat|shed$|birdhouse|bird box|nest box|pyrograph|plaster|patch a|timber|axe',
  book: 'read$|reads|reading|book|novel|library|libraries|poetry|author|literature|classic?|bookshop|kindle|bible|tolkien|austen|dickens|tolstoy|course?|lecture?|university?|degree?|exam?|certificate?|study?|mooc|class$?|lesson?|tutorial?|learn about?|history of?|encyclopedia',
  writing:
    'write|writing|writer|journal|diary|letter|postcard|notebook|pen$?|pen pal|penpal|blog|story?|stories?|essay|haiku|poem|sonnet|screenplay|nanowrimo|publish|manuscript|memoir|handwriting|fountain pen|commonplace|bullet journal|wish list|bucket list|list of?|morning pages|obituary|eulogy',
  language:
    'norwegian?|swedish?|danish?|dutch?|polish?|turkish?|hebrew?|finnish?|icelandic?|irish$?|thai$?|vietnamese?|indonesian?|tagalog?|czech?|hungarian?|ukrainian?|persian?|farsi?|urdu?|bengali?|tamil?|punjabi?|yoruba?|zulu?|maori?|hawaiian?|catalan?|basque?|romanian?|croatian?|lingua|hsk$|jlpt|chinese?|language|french?|spanish?|japanese?|mandarin?|cantonese?|german?|italian?|portuguese?|arabic?|russian?|korean?|hindi?|welsh$?|gaelic?|greek$?|latin$?|swahili?|esperanto|speak?|conversation?|fluent|vocab|duolingo|phrase?|sign language|alphabet|script$|tones$|pronounc|translat|dialect|bilingual|grammar|kanji|hiragana|katakana|devanagari|cyrillic|hangul|morse|braille|tandem partner|polyglot|accent$?|hieroglyph|runes',
  science:
    'cloud chamber|particle|science|scientist|chemist|experiment|lab$|laboratory|dna|microscope|physics|biolog|math|theorem|equation|calculus|statistic|prove$|proof|cern$|fossil|geolog|mineral|crystal|periodic|bayes|pythagoras|probability|logic?|fractal|prime number|quantum|evolution?|anatomy|neuro|psycholog?|economics?|philosoph?|algebra|geometry|infinity|relativity|citizen science|specimen|moth trap|ecology|weather?',
  mic: 'podcast|stand up comed|standup|karaoke|microphone|open mic|poetry slam|broadcast|interview|audiobook|voice|storytell|life stor|oral histor|family stor|spoken word|rap$|beatbox|record an ep|record a song|recording studio',
  radio: 'radio|crystal set|shortwave|wireless set|jamboree on the air|morse key|shipping forecast?',
  talk: 'tedx|ted talk|~talk$|talks$|give a talk|lecture|conference|council meeting|meeting|debate|debating|public speak|speech|toastmaster|presentation|town hall|hustings|parliament|question time|governor|keynote|assembly|pitch$|q and a',
  cooking:
    'sausage|mole poblano|cook|recipe|curry|paella|stew|soup|chef|kitchen|dinner?|supper?|meal?|feast?|dish$?|barbecue|bbq|dumpling|pasta|pizza|risotto|tagine|roast|grill|ferment|kimchi|pickle|jam$|preserve|chutney|tamal|tamale|burns night|smoke?|wok|stir fry|fondue|gnocchi|sauce?|spice?|haggis|pie and|omelette|cheese|butcher|fry up|full english|thanksgiving',
  bread:
    'bake|baking|baker|bread$|breads|sourdough|pastry|pastries|croissant|loaf|bagel|pie$|pies$|biscuit|scone|baguette|brioche|bun$|buns$|pretzel|focaccia|bakery|flour|knead|doughnut|donut|bake off|naan|tortilla|pasteis',
  coffee:
    'coffee|tea$|teas$|cafe$|cafes|espresso|latte|matcha|fika|brunch|breakfast|teahouse|tea ceremony|barista|chai$|afternoon tea|cuppa|kombucha|cappuccino|roastery|high tea|tea room|tearoom|tea house',
  wine: 'wine|beer|ale$|ales$|brew|whisky|whiskey|pub$|pubs$|bar$?|bars$?|vineyard|cider|sake$|champagne|distill|rum$|tequila|mezcal|prosecco|oktoberfest|winery|mead$|sommelier|pint|bodega|vermouth|port$|sherry|bourbon|mixolog|aperitivo|drink?',
  cocktail: 'cocktail|mixolog|martini|margarita|mojito|negroni|spritz|daiquiri|gin$|gin and tonic|speakeasy|mocktail',
  cake: 'cake|birthday|cupcake|dessert|chocolate|ice cream|sweet|cookie|macaron|patisserie|gelato|candy|fudge|pancake|waffle|sundae|tart$|cheesecake|baklava|sugar|churro|mochi|trifle|souffle|creme brulee|crepe',
  bowl: 'ramen|noodle|sushi|eat$?|eats?|eating?|food?|street food|market?|taste?|tasting?|tapas|pho$|rice?|dim sum|bento|poke$|restaurant?|michelin|foodie|cuisine?|hawker|izakaya|omakase|chopstick|sashimi|gyoza|salad?|vegan|vegetarian|picnic?|taco|mezze|meze|thali|bibimbap|hot pot|hotpot|oyster|seafood|lobster|crab$|durian|truffle|tofu|miso',
  code: 'discord|bot$|bots$|roguelike|emulator|blender|3d model|language model|llm|minecraft|ray tracer|code|coding|coder|program$|programs|programming|programmer|python|javascript|typescript|html|css$|website|web$|webpage|app$|apps$|software|developer|open source|github|algorithm|api$|sql$|ctf$|picoctf|hackathon|advent of code|linux|computer?|data$?|database|machine learning|ai$|chatbot|game dev|unity$|godot|terminal|command line|excel|spreadsheet|rust$|interpreter|compiler|cyber|security?|password?|encrypt|blockchain|bitcoin|crypto|digital?|online?|internet?|server|cs50|leetcode|kaggle|elements of ai|scratch programming|scratch jr|chatgpt|prompt|neural|video game|game jam',
  robot:
    'tesla coil|kit$|robot car|voice assistant|gaming pc|pc build|raspberry jam|robot|electronic|arduino|raspberry pi|solder|circuit?|3d print|drone|gadget|sensor|home assistant|smart home|battery|led$|leds$|microcontroller|esp32|maker|synth|breadboard|build a pc|build a computer|weather station|automat|engine|motor$|mechanic|clock|gears|lego robot|ai robot|tinker|hardware|cnc|laser cut',
  games:
    'play bridge|riffle|shuffle|carrom|chess|board game|boardgame|shogi|game of go|play go|backgammon|tabletop|rpg$|dungeons|card game|cards$|poker|mahjong|domino|scrabble|monopoly|game night|games night|catan|warhammer|bridge club|contract bridge|draughts|checkers|tournament?|grandmaster|bingo|dice?|tarot|cribbage|solitaire|whist$|wargam|magic the gathering|pokemon|gaming?',
  puzzle:
    'puzzle|jigsaw|crossword|sudoku|rubik|cube$|riddle|escape room|quiz|trivia|cipher|mystery?|memory palace|murder mystery|brain teaser|nonogram|cryptic|wordle|treasure hunt|scavenger|maze?|labyrinth|tangram|mastermind',
  gift: 'volunteer|charity|charities|donate|donation|kindness|help$?|helping?|give$?|giving?|gift|fundrais|mentor|care$?|caring|carer|litter|samaritan|food bank|soup kitchen|foster|befriend|elderly|older relative|community?|neighbour?|neighbor?|random act|thank?|compliment|sponsor|rotary|lifeguard|coach?|teach?|tutor?|clean up|beach clean|plant a tree|recycle|sustainab|zero waste|swap$?|adopt?',
  heart:
    'heart|pulse|blood pressure|cpr$|first aid|defibrillat|blood donat|give blood|donate blood|blood donor|organ donor|dementia|health check|check up|cholesterol|vo2 max|life saving|lifesaving',
  phone: 'phone|smartphone|text message|scam|whatsapp|sms$|iphone|android|mobile$|notifications?|social media?',
  coin: 'coin$|coins|numismat|banknote|stamp collect|collect stamps|philatel|budget|savings|save money|saving money|invest|pension|tax return|money|penny|pennies|piggy bank|50p|currency|stock market|index fund|compound interest|credit score|net worth|emergency fund|debt$|finances|financial',
  keyboard: 'mechanical keyboard|keycap|touch typ|typing|typewriter',
  party:
    'hen or stag|stag weekend|pinata|party|parties|friend?|host$?|hosts?|celebrat|gathering|reunion|potluck|wedding|dinner party|social$?|club$?|meet up|meetup|hen do|stag do|date$?|dating|speed dat|anniversary|housewarming|surprise?|ball$|prom$|ceremony?|toast$|family?|grandparent?|cousin?|sibling?|strangers?|singles?',
  lanterns:
    'festival|lantern|diwali|carnival|parade|mela$|fair$?|fairs$?|fete$|lights$?|light show|christmas market|hanukkah|lunar new year|chinese new year|loy krathong|holi$|day of the dead|dia de|mardi gras|fiesta|illuminat|candlelit|candle?|lights festival|yi peng|obon|fringe festival|notting hill',
  fireworks:
    'firework|new year|new years|bonfire night|guy fawkes|hogmanay|fourth of july|4th of july|sparkler|countdown|independence day|bastille|fallas|up helly aa',
  christmas:
    'christmas|xmas|santa|advent$|nativity|carols|reindeer|mince pie|yule|gingerbread|snowman|stocking|nutcracker|elf$',
  spa: 'phone free|sabbath|without your phone|screen free|spa$|spas$|sauna|massage|hot spring|onsen|bath$|baths$|bathe$|bathing|soak|ice bath|cold plunge|cold water|hammam|wellness|thermal|steam room|float tank|flotation|facial|self care|pamper|sleep?|nap$|rest$?|detox|wellbeing|well being|cryotherapy|reflexology|acupunct|aromatherapy|sound bath|gong|forest bath|health?|screening?|dentist|hydrat?|vitamin?|diet?|mental health|therapy|therap?|journaling|screen time|digital detox|skincare',
  garden:
    'poppy|poppies|blackberr|berry picking|berries|garden|grow?|plant?|flower|seed?|herb|allotment|wildflower|vegetable|veg$|compost|bloom|blossom|tulip|lavender|bonsai|orchid|houseplant|terrarium|greenhouse|rose$|roses$|sunflower|hedge$|botanic|kew|chelsea flower|topiary|pumpkin|tomato|strawberr|apple?|orchard|harvest?|farm?|foraging|pick your own|meadow|bulbs',
  bird: 'nightingale|cuckoo|warbler|lark$|skylark|wren$|blackbird|thrush|bird|owl$|owls|puffin|eagle|heron|robin|dawn chorus|hawk|falcon|swan|penguin|flamingo|nest$?|nests|feeder|kingfisher|parrot|hummingbird|ornitholog|murmuration|starling|migration?|birdsong|twitcher|rspb|crane$|stork|woodpecker|kite watch|vulture|albatross|gannet|raptor',
  horse:
    'horse|pony|ponies|equestrian|gallop|donkey|polo$|rodeo|dressage|horseback|showjump|racecourse|derby$?|grand national|cowboy?|ranch?|mule',
  dog: 'dog$|dogs$|puppy|puppies|cat$|cats$|kitten|pet$?|pets$?|animal shelter|rescue animal|canine|crufts|agility?|hound|guinea pig|rabbit?|hamster|goat yoga|alpaca|llama|petting zoo|farm animals',
  wildlife:
    'komodo|dragon|lizard|reptile|safari|giraffe|elephant|lion$|lions|zebra|wildebeest|rhino|hippo|serengeti|kruger|gorilla|jaguar|tiger|leopard|cheetah|orangutan|wildlife|big five|fox$|foxes|deer|otter|badger|bear$|bears|moose|elk$|hedgehog|squirrel|beaver|stag$?|wolf|wolves|animal track|tracks$?|lemur|kangaroo|koala|panda|monkey|zoo$?|bison|reindeer herd|sloth|crocodile|bat walk|bats$',
  insect:
    'bee$|bees$|beekeep|honey|hive|butterfl|moth$|moths|insect|bug$|bugs$|spider|beetle|dragonfl|ladybird|glow worm|firefl|caterpillar|ant farm|pollinator',
} as const;

export type MotifId = keyof typeof WORDS;
