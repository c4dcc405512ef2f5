-- Demo content: blog articles across the five topics.
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (1, 'dubai-property-transactions-record-first-half', 'Dubai property transactions reach a record first half', 'news', 'Sales volumes and values both set new highs in the first six months of the year, led by off-plan launches and strong demand from overseas buyers.', 'Dubai''s residential market has had its strongest first half on record. Figures published by the Dubai Land Department show more transactions, and a higher total value, than in any previous six-month period, continuing a run of growth that began in 2021.

## Off-plan leads the way

Off-plan sales again made up around two thirds of all residential transactions. Developers launched projects across Dubai Creek Harbour, Dubai South and Jumeirah Village Circle, and many popular launches sold out within days. Flexible payment plans, often with a down payment of 10-20 %, continue to attract buyers who want to spread the cost over the construction period.

## Who is buying

Buyers from more than 100 countries registered purchases. Investors from the United Kingdom, India, Russia and the wider Gulf region were among the most active, alongside a growing number of buyers from Europe and East Asia. Many combine a rental investment with the residency options that property ownership opens.

## What it means for investors

Strong demand has pushed prices up in most communities, but the pace is no longer uniform. Established areas with limited new supply, such as Palm Jumeirah and Downtown Dubai, continue to show the strongest capital growth. Newer districts offer lower entry prices and higher rental yields, with more supply still to come.

With thousands of units scheduled for handover over the next three years, choosing the right developer, building and unit matters more than timing the market. Our consultants review each project''s escrow registration, construction progress and the developer''s delivery record before recommending it.', '["Transaction values and volumes set new half-year records","Off-plan sales made up roughly two thirds of all deals","Overseas buyers remain the largest group of investors","Supply is rising, so project selection matters more than ever"]', 'downtown-skyline', 'The Downtown Dubai skyline at sunset', 7, '2025-10-14');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (2, 'off-plan-escrow-rules-explained', 'How escrow protects off-plan buyers in Dubai', 'news', 'Every off-plan payment in Dubai goes into a project escrow account that the developer can only draw on as construction progresses. Here is how it works.', 'When you buy property off-plan in Dubai, you pay for a home that does not exist yet. The law that makes this safe is the escrow regime, in place since 2007 and strengthened several times since.

## One project, one account

Every off-plan project must be registered with the Dubai Land Department and its Real Estate Regulatory Agency (RERA) before it can be sold. The developer opens a dedicated escrow account for the project with an approved bank, and every buyer payment goes into it.

## Funds follow construction

The developer cannot spend buyers'' money freely. Withdrawals are released against construction progress certified by an independent engineer, so money paid by buyers is used to build their project and not another one. A share of the funds is retained until after completion.

## What buyers should check

- The project''s registration number, which must appear on every advert and sales document
- That the escrow account named in your sales purchase agreement matches the registered one
- The developer''s construction progress reports, published through the Dubai REST app
- That every payment is made to the escrow account, never to a person or a broker

## Our approach

We only market projects that are registered and have an escrow account in place, and we show the advertising permit number on every listing. If you are unsure about a project, send us its name and a consultant will check its status for you.', '["Off-plan payments must go to the project''s registered escrow account","Developers draw funds only against certified construction progress","Check the project''s registration with the Dubai Land Department before paying","Never pay a deposit into a personal or broker account"]', 'creek-towers', 'Residential towers under construction beside Dubai Creek', 7, '2025-09-02');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (3, 'arcadia-estates-opens-seventh-office', 'Arcadia Estates opens its seventh global office', 'news', 'Our new office brings our investment consultants closer to clients in Central Europe, with advice in Hungarian, German and Romanian.', 'Arcadia Estates has opened its seventh global office, serving investors in Central Europe. The team joins our offices in Dubai and across Europe and Asia, and brings the number of languages spoken by our consultants to more than 20.

## Why Central Europe

Interest in Dubai property from Hungary, Romania, Austria and the surrounding region has grown steadily. Many buyers want a second home in the sun, a rental income in a stable currency, or a route to UAE residency for their family. Until now, most of them had to arrange viewings and paperwork remotely.

## What the new office offers

- Face-to-face consultations in Hungarian, German, Romanian and English
- Monthly seminars on buying off-plan, rental yields and the Golden Visa
- Video viewings of properties with a consultant on site in Dubai
- Help with the documents a buyer needs before flying out

## The same standards everywhere

Every office works with the same listings, the same due diligence on developers and the same after-sales team in Dubai. Whether you buy through our Dubai office or from abroad, your transfer, property management and residency application are handled by the same people.

We thank our clients and partners for their trust, and look forward to welcoming new investors in person.', '["Seventh global office opened to serve Central European clients","Consultants speak over 20 languages across the network","In-person seminars on Dubai property and residency every month"]', 'office-tower', 'A glass office tower against a blue sky', NULL, '2025-06-19');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (4, 'renting-in-dubai-ejari-deposits-rental-index', 'Renting in Dubai: Ejari, deposits and the rental index', 'renting-leasing', 'A practical guide for tenants and landlords to the registration, deposits and rent rules that govern every lease in Dubai.', 'Renting in Dubai is straightforward once you know the rules. They protect tenants and landlords alike, and most of them are set by the Real Estate Regulatory Agency (RERA).

## Ejari registration

Every residential tenancy contract must be registered through Ejari, the Dubai Land Department''s leasing system. Registration makes the lease legally binding and is needed to connect utilities, apply for a residence visa for family members and resolve any dispute. Landlords or their agents usually register the contract, and the fee is modest.

## Deposits and payments

Security deposits are typically 5 % of the annual rent for an unfurnished home and 10 % for a furnished one. Rent is traditionally paid by post-dated cheques, from one to twelve a year; fewer cheques often secure a lower rent.

## How much can rent rise

When a lease is renewed, the landlord may only raise the rent if the current rent is below the market average published in the RERA rental index, and only by a set percentage that depends on the gap. The landlord must give 90 days'' written notice before the lease ends of any change to the rent or other terms.

## Tips for landlords

- Price the unit against recent leases in the same building, not the asking rents on portals
- Keep a dated inventory and photos at check-in and check-out
- Use a property manager if you live abroad; it pays for itself in shorter vacancies

Our leasing team can value your rent, find vetted tenants and manage the property from handover.', '["Every residential lease must be registered through Ejari","Deposits are usually 5 % of annual rent unfurnished, 10 % furnished","Rent increases are capped by the RERA rental index","Landlords must give 90 days'' notice of any change to the terms"]', 'interior-living', 'A furnished living room with floor-to-ceiling windows', 8, '2025-10-07');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (5, 'holiday-lets-or-long-term-leases', 'Holiday lets or long-term leases: which earns more?', 'renting-leasing', 'Short-term rentals can earn more per night, but costs, seasonality and your own time decide whether they earn more per year.', 'Dubai welcomed a record number of visitors last year, and many owners wonder whether to let their apartment by the night or by the year. The answer depends on the location, the unit and how involved you want to be.

## Where holiday lets shine

In Dubai Marina, Downtown Dubai, Palm Jumeirah and Business Bay, well-run holiday homes can earn 20-40 % more gross income than a standard lease. Studios and one-bedroom apartments close to the beach, the metro or the Dubai Mall perform best.

## The costs that narrow the gap

- Furnishing to hotel standard and replacing items regularly
- A management fee, usually 15-25 % of bookings
- Utilities, internet and cleaning, which a long-term tenant would pay
- Quieter summer months, when occupancy and nightly rates fall

## When a long-term lease is better

Family communities such as Dubai Hills Estate, Arabian Ranches and Jumeirah Village Circle attract long-term tenants who stay for years. A one-year lease paid in a few cheques brings predictable income with very little work, and lower wear and tear.

## Permits

Holiday homes must be registered with Dubai''s Department of Economy and Tourism, and the building''s rules must allow short stays. We check both before recommending a unit for holiday letting.

Ask a consultant for a side-by-side estimate of both options for any property in our catalogue.', '["Holiday lets can earn 20-40 % more gross rent in prime tourist areas","Costs, furnishing and seasonality narrow the gap","Long-term leases suit family communities and hands-off owners","Holiday homes need a DTCM permit"]', 'marina-night', 'Dubai Marina towers lit up at night', 3, '2025-08-26');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (6, 'landlord-checklist-before-handing-over-keys', 'A landlord''s checklist before handing over the keys', 'renting-leasing', 'Eight things to do before a tenant moves in, from the Ejari registration to the move-in inspection.', 'A good tenancy starts before the tenant arrives. These are the steps our property managers follow for every handover.

## Paperwork

- Check the tenant''s passport, visa and Emirates ID, and keep copies
- Sign a tenancy contract that states the rent, the number of cheques, the deposit and who pays chiller and maintenance fees
- Register the contract through Ejari, so the tenant can connect electricity and water
- Obtain the building''s move-in permit from the community management

## The property

- Deep-clean the unit and service the air conditioning
- Test every appliance, tap and socket, and fix what does not work
- Photograph every room, with the date, and sign an inventory with the tenant

## After the move

Keep the post-dated cheques safe and deposit them on time; a bounced cheque is easier to pursue when the paperwork is complete. Agree on how the tenant reports a repair, and respond quickly: good tenants renew when they feel looked after.

If you live abroad, our property management service handles each of these steps and sends you a report after every inspection.', '["Register the lease with Ejari before the tenant moves in","Document the condition of the property with dated photos","Confirm who pays chiller and service fees in the contract","Keep deposit and cheques in a safe, traceable way"]', 'interior-kitchen', 'A modern open kitchen with an island', 8, '2025-05-13');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (7, 'buying-off-plan-in-dubai-step-by-step', 'Buying off-plan in Dubai: a step-by-step guide for overseas buyers', 'buyer-seller', 'From choosing a project to collecting the keys, here is what happens when you buy an off-plan home in Dubai from abroad.', 'Off-plan property lets you buy at today''s price and pay in stages while the building rises. Here is the path most of our overseas clients follow.

## 1. Choose the project

Shortlist projects by location, developer and payment plan. Look at the developer''s delivery record, the project''s escrow registration and what similar finished buildings rent for. Our consultants prepare this comparison for you.

## 2. Reserve the unit

Once you choose a unit, you sign a reservation form and pay the booking amount, usually 10-20 % of the price. A copy of your passport is all you need; you do not have to be in Dubai.

## 3. Sign the sales purchase agreement

The developer issues the sales purchase agreement (SPA), which sets out the price, the payment plan, the handover date and the specifications. You sign it electronically or through a representative.

## 4. Register the purchase

The developer registers your purchase with the Dubai Land Department on the Oqood register and collects the 4 % transfer fee. You receive an initial contract of sale showing you as the buyer.

## 5. Pay the instalments

Instalments fall due on set dates or construction milestones. Each payment goes to the project''s escrow account, and you can follow progress through the Dubai REST app.

## 6. Handover

Before handover, the developer invites you to inspect the unit. We carry out a snagging inspection with you or on your behalf, and the developer fixes the defects. You pay the final instalment and receive the keys and the title deed.', '["You can buy off-plan in Dubai without visiting the city","The booking deposit is typically 10-20 % plus the 4 % DLD fee","Payments go into the project''s escrow account","Handover includes snagging and registration of the title deed"]', 'business-bay-canal', 'Towers along the Dubai Water Canal in Business Bay', 1, '2025-10-21');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (8, 'real-cost-of-buying-property-in-dubai', 'The real cost of buying property in Dubai: fees explained', 'buyer-seller', 'Beyond the price: the Dubai Land Department fee, agency fee, trustee fees and mortgage costs a buyer should budget for.', 'Dubai has no annual property tax and no tax on rental income, but buying does come with one-off costs. Here is what to budget for, using a ready apartment as an example.

## Government fees

- Dubai Land Department transfer fee: 4 % of the purchase price
- Title deed issue fee and the trustee office fee for the transfer appointment
- A small knowledge and innovation fee on the transfer

## Professional fees

- Agency fee: usually 2 % of the price, plus 5 % VAT on the fee
- Conveyancing, if you choose to use a conveyancer, typically a fixed fee

## Mortgage costs

If you finance the purchase, add the bank''s arrangement fee (up to 1 % of the loan), a valuation fee, and the mortgage registration fee of 0.25 % of the loan amount. Non-resident buyers can usually borrow up to 50-60 % of the property value over terms of up to 25 years; residents can borrow more.

## Running costs

Service charges pay for the building''s maintenance, security and amenities and are set per square foot each year. Utilities include a housing fee of 5 % of the annual rent value, collected through the electricity bill.

Every property page in our catalogue includes a total-cost panel that adds up these fees and estimates the monthly mortgage payment, so you can compare properties on what they really cost.', '["Budget about 7-8 % of the price on top for fees when buying ready property","The DLD transfer fee is 4 % of the price","Agency fees are usually 2 % plus VAT","Non-resident buyers can usually borrow up to 50-60 % of the value"]', 'interior-living-sea', 'A living room with a sea view', 2, '2025-07-30');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (9, 'selling-your-dubai-home', 'Selling your Dubai home: pricing, Form A and the NOC', 'buyer-seller', 'How to price a property for sale, what the listing agreement covers, and the documents you need before the transfer.', 'Selling a home in Dubai is quick when the preparation is right. These are the steps our secondary sales team follows with every seller.

## Set the right price

Asking prices on portals can be misleading. We value your property against sales registered with the Dubai Land Department in the same building and community over recent months, adjusted for floor, view and condition.

## Sign the listing agreement

Before a property can be advertised, the seller and the agent sign Form A, the listing agreement regulated by RERA. The agent then obtains an advertising permit, and its number must appear on every advert.

## Prepare the documents

- The title deed and your passport and Emirates ID or visa
- If mortgaged, a liability letter from your bank
- The developer''s no-objection certificate (NOC), which confirms that service charges are paid

## Agree the sale

Once you accept an offer, buyer and seller sign Form F, the memorandum of understanding, and the buyer usually pays a 10 % deposit held by the agent. Mortgage approval and the NOC follow.

## Transfer

Buyer, seller and agent meet at a trustee office, where the transfer is registered and the new title deed is issued the same day. The proceeds are paid by manager''s cheque or transfer.', '["Price against recent registered sales, not asking prices","A signed Form A is required before a property can be advertised","The developer''s NOC confirms no fees are outstanding","The transfer takes place at a trustee office in one appointment"]', 'townhouse-row', 'A row of modern townhouses with gardens', 2, '2025-04-08');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (10, 'dubai-marina-or-downtown-where-to-live', 'Dubai Marina or Downtown Dubai: where should you live?', 'lifestyle-community', 'Beach and yachts or boulevards and the Burj: how the two most popular addresses in Dubai compare for residents and investors.', 'Dubai Marina and Downtown Dubai are the two addresses visitors know best. Both are lively, walkable and well connected, but they feel very different.

## Dubai Marina: life by the water

The Marina is built around a canal lined with yachts, cafés and the Marina Walk. The beach at JBR is a few minutes away, and the tram and metro link the area to Media City and Internet City, where many residents work. Evenings are spent on the promenade or on a boat.

## Downtown Dubai: the city''s heart

Downtown is the home of the Burj Khalifa, the Dubai Fountain, the Dubai Opera and the Dubai Mall. The Boulevard is lined with restaurants and galleries, and DIFC, the financial centre, is next door. It feels urban and polished.

## For investors

- Prices per square foot are higher in Downtown, especially for Burj and fountain views
- Rental yields are slightly higher in the Marina, where supply is larger
- Both are among the most booked holiday-home areas in Dubai

## Our advice

Choose the Marina if you want the beach and an outdoor lifestyle; choose Downtown for landmarks, culture and a short commute to DIFC. If you are investing, compare specific buildings: service charges and views matter as much as the community.', '["Dubai Marina suits beach lovers and outdoor lifestyles","Downtown Dubai offers the city''s landmarks, shopping and culture","Both have strong holiday-let demand","Prices per square foot are higher in Downtown"]', 'marina-towers', 'Dubai Marina towers reflected in the water', 5, '2025-09-30');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (11, 'family-life-in-dubai-hills-estate', 'Family life in Dubai Hills Estate', 'lifestyle-community', 'Parks, schools, a golf course and a mall within walking distance: why families are choosing Dubai Hills Estate.', 'Dubai Hills Estate has become one of the city''s most popular family communities in less than a decade. Here is what daily life there looks like.

## Green space everywhere

The community is built around an 18-hole championship golf course and a central park of more than 2.7 million square feet, with playgrounds, sports courts, cycling tracks and running paths. Most homes are a short walk from a park.

## Schools and health care

Several international schools operate within the community or on its edge, and King''s College Hospital has a branch here. Nurseries are spread across the neighbourhoods.

## Shopping and dining

Dubai Hills Mall has a cinema, a supermarket and hundreds of shops and restaurants, and smaller retail centres serve each neighbourhood.

## Homes for every stage

- Apartments around the park for young couples and investors
- Townhouses with gardens for growing families
- Villas and mansions on the golf course

## Getting around

Al Khail Road and Umm Suqeim Road connect the community to Downtown Dubai and the Marina in about fifteen minutes each. Families who move here tend to stay, which keeps demand for villas and townhouses high.', '["Over 2.7 million square feet of parks and open space","Several schools and a hospital within the community","Villas, townhouses and apartments at different price points","Fifteen minutes from Downtown Dubai"]', 'hills-villa', 'A contemporary villa beside a green park', 10, '2025-07-08');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (12, 'five-waterfront-communities-for-beach-lovers', 'Five waterfront communities for beach lovers', 'lifestyle-community', 'From the Palm Jumeirah to Dubai Creek Harbour, five places to live within a few steps of the water.', 'Dubai has more than 70 kilometres of coastline, and some of its most desirable homes are right on the water. These five communities stand out.

## Palm Jumeirah

The island''s fronds are lined with villas that have their own beaches, while the crescent holds resorts and beach-front apartments. Supply is fixed, which has made the Palm one of the city''s best performers for capital growth.

## Dubai Marina and JBR

The Marina''s towers look over the yacht basin, and the beach at Jumeirah Beach Residence is a short walk away. It is the most lively of the five, with restaurants open late every night.

## Dubai Creek Harbour

On the historic creek, next to a wildlife sanctuary, this newer district has a marina and a long promenade, ten minutes from Downtown. Off-plan prices make it popular with investors.

## Bluewaters and the coast

Bluewaters island, home to a giant observation wheel, has a small number of apartments with sea views in every direction and a quiet, resort-like feel.

## Dubai Harbour

Between the Marina and the Palm, Dubai Harbour has new towers, a cruise terminal and one of the largest marinas in the region.

Waterfront homes cost more, but they are also the easiest to rent and resell. Ask our consultants for the current waterfront listings in each community.', '["Palm Jumeirah offers private beaches and the most exclusive villas","Dubai Marina and JBR combine beach and city life","Dubai Creek Harbour is the emerging waterfront district","Waterfront homes command a premium but hold their value"]', 'palm-beach', 'A beach with palm trees in front of apartment buildings', 5, '2025-05-27');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (13, 'where-dubai-rental-yields-are-highest', 'Where Dubai''s rental yields are highest', 'investment-insights', 'Gross yields of 6-12 % are possible in Dubai. These communities deliver the strongest rental returns today, and why.', 'Rental yields in Dubai are among the highest of any major city, and rental income is not taxed. But yields vary widely between communities and unit types.

## The yield leaders

- Jumeirah Village Circle: affordable entry prices and steady family demand put gross yields at around 8 %
- Dubai South: the lowest prices in the city and the airport''s growth push yields above 8 % for studios
- Jumeirah Lake Towers: office workers and Marina overflow keep apartments let, at 7-8 %
- Business Bay: central location and newer stock deliver around 7 %

## Prime areas

Palm Jumeirah and Downtown Dubai yield less, typically 5-6 %, because prices are higher. Investors there usually aim for capital growth as well as income, and holiday lets can lift returns.

## Unit size matters

Studios and one-bedroom apartments usually yield the most, because rents do not rise in proportion to size. Larger units and villas attract longer tenancies and lower turnover, which reduces vacancy costs.

## Gross and net

Gross yield is the annual rent divided by the price. Net yield subtracts service charges, management fees, maintenance and vacant periods, and is typically 1.5-2.5 points lower. Every property in our catalogue shows its gross yield where we have a rent estimate; ask a consultant for the net figure.', '["Gross yields of 6-12 % are achievable, with no tax on rental income","Jumeirah Village Circle, Dubai South and JLT lead on yield","Prime areas yield less but show stronger capital growth","Studios and one-bedroom units usually yield the most"]', 'low-rise-residence', 'A low-rise residential building with balconies', 3, '2025-10-28');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (14, 'golden-visa-through-property', 'The UAE Golden Visa through property: 2, 5 and 10-year routes', 'investment-insights', 'Property investment can bring UAE residency for you and your family. How the 2, 5 and 10-year options work.', 'Owning property in Dubai can give you and your family the right to live in the UAE. The rules have changed several times, so check the current conditions before you buy; at the time of writing they are as follows.

## The 2-year investor visa

Property with a value of at least AED 750,000, about USD 204,221, can qualify the owner for a renewable two-year residence visa. Jointly owned property can qualify when each owner''s share meets the threshold.

## The 5-year visa

A five-year residence option has been available for investors who meet the conditions on value and income set at the time of application.

## The 10-year Golden Visa

A property investment of AED 2 million or more, about USD 544,600, can qualify for the ten-year Golden Visa. The property can be off-plan, from an approved developer, or mortgaged, provided the conditions on the amount paid are met.

## What you get

- Residency for you, your spouse and your children
- No need for a sponsor or employer
- The right to stay outside the UAE for long periods without losing the visa

Our consultants work with the Dubai Land Department''s Golden Visa service and can tell you which properties qualify before you buy.', '["Property worth about USD 204,221 (AED 750,000) can qualify for a 2-year investor visa","A property investment of AED 2 million or more can qualify for the 10-year Golden Visa","Off-plan and mortgaged property can qualify under conditions","Family members can be sponsored on the same visa"]', 'palm-villa', 'A villa with a pool on the Palm Jumeirah', 1, '2025-08-12');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (15, 'off-plan-or-ready-property', 'Off-plan or ready: what suits your investment plan?', 'investment-insights', 'Off-plan offers lower prices and payment plans; ready property earns rent from day one. How to choose.', 'Dubai offers both off-plan and ready property in almost every community. Each suits a different plan.

## The case for off-plan

- Launch prices are often below those of comparable ready units
- Payment plans spread the cost, often with 10-20 % down and the rest over construction
- Buildings usually gain value as they near completion
- New buildings have modern layouts and lower maintenance costs in the first years

## The case for ready property

- You can see the unit, the view and the building before you buy
- Rental income starts as soon as you find a tenant
- Mortgages are easier to arrange, so less cash is needed up front
- There is no construction or delivery risk

## Managing the risks

Off-plan payments go into a regulated escrow account, which protects buyers if a project stalls, but delivery dates can still slip. Choose developers with a record of on-time handover. With ready property, check the service charges, the building''s condition and the rent history.

## Our view

If you want income now, buy ready. If you can wait two to four years and want to spread the cost, off-plan from a reliable developer has historically delivered the best returns. Many of our clients hold both.', '["Off-plan: lower entry price, staged payments, capital growth potential","Ready: immediate rental income and a unit you can inspect","Off-plan carries construction and delivery risk, limited by escrow","Mortgages are easier to obtain on ready property"]', 'tower-dusk', 'A residential tower at dusk', 9, '2025-06-24');
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt, author_id, published_at) VALUES (16, 'dirham-peg-and-dollar-investors', 'How the dirham peg protects dollar-based investors', 'investment-insights', 'The UAE dirham has been pegged to the US dollar at 3.6725 since 1997. What that means for your returns.', 'Currency risk can turn a good property investment into a poor one. In Dubai, one of the largest currency risks is removed for dollar-based investors.

## A fixed rate since 1997

The UAE dirham has been pegged to the US dollar at AED 3.6725 per dollar since 1997. The Central Bank of the UAE maintains the peg, backed by large foreign-currency reserves.

## What it means for returns

For an investor who thinks in dollars, rents and sale proceeds in dirhams convert at the same rate as when the property was bought. A 7 % rental yield in dirhams is a 7 % yield in dollars.

## Investors in other currencies

Buyers whose home currency is the euro, the pound or the rouble still carry exchange-rate risk, but against the dollar rather than against a small, floating currency. Our catalogue lets you see prices in AED, USD, EUR, GBP and RUB, using rates we update and date.

## The bigger picture

The peg is one reason international investors regard Dubai as a stable place to hold property. Combined with the absence of annual property tax and income tax on rent, it makes returns easy to predict.', '["The dirham is pegged at AED 3.6725 per US dollar","Returns in dirhams translate directly into dollar returns","Investors in other currencies still carry exchange-rate risk against the dollar","The peg is backed by substantial foreign reserves"]', 'downtown-night', 'Downtown Dubai towers at night', 8, '2025-03-18');
